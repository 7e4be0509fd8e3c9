"""The built-in exercise library, written out by hand: muscle taxonomy,
equipment, movements with their default muscle contribution weights, and
every exercise with its display name and the names people use for it
(including the Strong app's "Movement (Equipment)" catalogue names).

Run `python3 scripts/presets/catalog.py` to write
Sources/WorkoutCore/Resources/presets.json, the one source of truth: the
EmbedPresets build-tool plugin turns it into string literals at build time
(a string literal compiles in a second; SwiftPM's embedInCode byte array
took minutes). Bump
VERSION whenever the output changes: installed databases update their
presets from it without touching user edits.
"""
import json
import os
import re

VERSION = 4

# Muscle groups and their weekly-set landmarks (MEV / MAV / MRV; MAV one number
# inside the source's range), from Israetel, Renaissance Periodization,
# "Training Volume Landmarks for Muscle Growth" (rpstrength.com): starting
# points, not prescriptions. A landmark belongs to what the source states it
# for: RP gives none for the shoulders as a whole, only per delt head
# (MUSCLE_LANDMARKS), so the shoulders group has None and is judged per head.
# Forearms and hips keep earlier editorial starting points, not checked against it.
GROUPS = [
    ("chest", "Chest", (6, 16, 22)),
    ("back", "Back", (8, 18, 25)),
    ("shoulders", "Shoulders", None),
    ("biceps", "Biceps", (8, 17, 26)),
    ("triceps", "Triceps", (6, 12, 18)),
    ("forearms", "Forearms", (2, 10, 20)),
    ("core", "Core", (0, 16, 25)),
    ("quads", "Quads", (8, 15, 20)),
    ("hamstrings", "Hamstrings", (6, 13, 20)),
    ("glutes", "Glutes", (0, 8, 16)),
    ("calves", "Calves", (8, 14, 20)),
    ("hips", "Hip adductors & flexors", (0, 8, 16)),
]

MUSCLES = [
    ("pectoralis_major_clavicular", "Pectoralis major, clavicular head", "chest"),
    ("pectoralis_major_sternal", "Pectoralis major, sternal head", "chest"),
    ("serratus_anterior", "Serratus anterior", "chest"),
    ("latissimus_dorsi", "Latissimus dorsi", "back"),
    ("teres_major", "Teres major", "back"),
    ("trapezius_upper", "Trapezius, upper", "back"),
    ("trapezius_middle", "Trapezius, middle", "back"),
    ("trapezius_lower", "Trapezius, lower", "back"),
    ("rhomboids", "Rhomboids", "back"),
    ("erector_spinae", "Erector spinae", "back"),
    ("deltoid_anterior", "Deltoid, anterior", "shoulders"),
    ("deltoid_lateral", "Deltoid, lateral", "shoulders"),
    ("deltoid_posterior", "Deltoid, posterior", "shoulders"),
    ("rotator_cuff", "Rotator cuff", "shoulders"),
    ("biceps_brachii", "Biceps brachii", "biceps"),
    ("brachialis", "Brachialis", "biceps"),
    ("triceps_brachii_long", "Triceps brachii, long head", "triceps"),
    ("triceps_brachii_lateral", "Triceps brachii, lateral head", "triceps"),
    ("triceps_brachii_medial", "Triceps brachii, medial head", "triceps"),
    ("brachioradialis", "Brachioradialis", "forearms"),
    ("wrist_flexors", "Wrist flexors", "forearms"),
    ("wrist_extensors", "Wrist extensors", "forearms"),
    ("rectus_abdominis", "Rectus abdominis", "core"),
    ("obliques", "Obliques", "core"),
    ("transversus_abdominis", "Transversus abdominis", "core"),
    ("rectus_femoris", "Rectus femoris", "quads"),
    ("vastus_lateralis", "Vastus lateralis", "quads"),
    ("vastus_medialis", "Vastus medialis", "quads"),
    ("vastus_intermedius", "Vastus intermedius", "quads"),
    ("biceps_femoris", "Biceps femoris", "hamstrings"),
    ("semitendinosus_semimembranosus", "Semitendinosus & semimembranosus", "hamstrings"),
    ("gluteus_maximus", "Gluteus maximus", "glutes"),
    ("gluteus_medius", "Gluteus medius & minimus", "glutes"),
    ("gastrocnemius", "Gastrocnemius", "calves"),
    ("soleus", "Soleus", "calves"),
    ("hip_adductors", "Hip adductors", "hips"),
    ("hip_flexors", "Hip flexors (iliopsoas)", "hips"),
]

# Muscles RP gives landmarks of their own: the delt heads (front MEV 0,
# MAV 6-8, MRV 12; side 8, 16-22, 26; rear 6, 12-18, 20). RP states the front
# delts' numbers as direct work on top of chest pressing, which covers them,
# so only sets in which they are a prime mover count toward them ("counts": "direct").
MUSCLE_LANDMARKS = {
    "deltoid_anterior": {"mev": 0, "mav": 7, "mrv": 12, "counts": "direct"},
    "deltoid_lateral": {"mev": 8, "mav": 19, "mrv": 26},
    "deltoid_posterior": {"mev": 6, "mav": 15, "mrv": 20},
}

EQUIPMENT = [
    ("barbell", "Barbell", "free_weight"),
    ("ez_bar", "EZ Bar", "free_weight"),
    ("trap_bar", "Trap Bar", "free_weight"),
    ("dumbbell", "Dumbbell", "free_weight"),
    ("kettlebell", "Kettlebell", "free_weight"),
    ("plate", "Plate", "free_weight"),
    ("landmine", "Landmine", "free_weight"),
    ("medicine_ball", "Medicine Ball", "free_weight"),
    ("cable", "Cable", "cable"),
    ("machine", "Machine", "machine"),
    ("plate_loaded", "Plate Loaded", "machine"),
    ("smith_machine", "Smith Machine", "machine"),
    ("assisted_machine", "Assisted", "machine"),
    ("bodyweight", "Bodyweight", "bodyweight"),
    ("weighted", "Weighted", "bodyweight"),
    ("band", "Band", "accessory"),
    ("suspension", "Suspension Trainer", "accessory"),
    ("ab_wheel", "Ab Wheel", "accessory"),
    ("sled", "Sled", "accessory"),
    ("jump_rope", "Jump Rope", "accessory"),
    ("treadmill", "Treadmill", "cardio_machine"),
    ("stationary_bike", "Stationary Bike", "cardio_machine"),
    ("rowing_machine", "Rowing Machine", "cardio_machine"),
    ("elliptical", "Elliptical", "cardio_machine"),
    ("stair_climber", "Stair Climber", "cardio_machine"),
    ("none", "None", "bodyweight"),
]

# Shorthands for muscle maps.
PEC_S, PEC_C, SERR = "pectoralis_major_sternal", "pectoralis_major_clavicular", "serratus_anterior"
LATS, TERES, TU, TM, TL, RHOM, ERECT = ("latissimus_dorsi", "teres_major", "trapezius_upper", "trapezius_middle",
                                        "trapezius_lower", "rhomboids", "erector_spinae")
DA, DL, DP, RC = "deltoid_anterior", "deltoid_lateral", "deltoid_posterior", "rotator_cuff"
BI, BRA = "biceps_brachii", "brachialis"
TRL, TRLAT, TRM = "triceps_brachii_long", "triceps_brachii_lateral", "triceps_brachii_medial"
BRR, WF, WE = "brachioradialis", "wrist_flexors", "wrist_extensors"
RA, OBL, TA = "rectus_abdominis", "obliques", "transversus_abdominis"
RF, VL, VM, VI = "rectus_femoris", "vastus_lateralis", "vastus_medialis", "vastus_intermedius"
BF, STM = "biceps_femoris", "semitendinosus_semimembranosus"
GMAX, GMED = "gluteus_maximus", "gluteus_medius"
GAS, SOL = "gastrocnemius", "soleus"
ADD, HF = "hip_adductors", "hip_flexors"

TRICEPS = {TRL: 0.5, TRLAT: 0.5, TRM: 0.5}
VASTI = {VL: 1.0, VM: 1.0, VI: 1.0}
HAMS = {BF: 1.0, STM: 1.0}


def m(*maps, **extra):
    out = {}
    for mp in maps:
        out.update(mp)
    out.update(extra)
    return out


def scaled(mp, k):
    return {key: round(v * k, 2) for key, v in mp.items()}


ANGLE = ["flat", "incline", "decline"]
GRIP_W = ["close", "standard", "wide"]
GRIP_O = ["pronated", "supinated", "neutral"]
STANCE = ["narrow", "standard", "wide", "sumo", "split"]
SIDE = ["bilateral", "unilateral"]

# Movements: id, name, category, subcategory, type, rest seconds, dimensions
# that apply, default muscle weights (primary 1.0, secondary 0.5, minor
# stabilisers 0.25-0.3), and where the weights come from.
FXDB = "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)"
ANAT = "joint actions of the prime movers (editorial refinement of head/section split)"
MOVEMENTS = [
    ("bench_press", "Bench Press", "push", "horizontal_press", "weight_reps", 180, {"angle": ANGLE, "grip_width": GRIP_W, "laterality": SIDE},
     m({PEC_S: 1.0, PEC_C: 0.5, DA: 0.5, TRLAT: 0.5, TRM: 0.5, TRL: 0.3})),
    ("incline_bench_press", "Incline Bench Press", "push", "horizontal_press", "weight_reps", 180, {"angle": ["incline"], "grip_width": GRIP_W, "laterality": SIDE},
     m({PEC_C: 1.0, PEC_S: 0.5, DA: 0.6, TRLAT: 0.5, TRM: 0.5, TRL: 0.3})),
    ("decline_bench_press", "Decline Bench Press", "push", "horizontal_press", "weight_reps", 180, {"angle": ["decline"], "grip_width": GRIP_W},
     m({PEC_S: 1.0, PEC_C: 0.3, DA: 0.3, TRLAT: 0.5, TRM: 0.5, TRL: 0.3})),
    ("chest_press", "Chest Press", "push", "horizontal_press", "weight_reps", 120, {"angle": ANGLE, "laterality": SIDE},
     m({PEC_S: 1.0, PEC_C: 0.5, DA: 0.5, TRLAT: 0.5, TRM: 0.5, TRL: 0.25})),
    ("chest_fly", "Chest Fly", "push", "fly", "weight_reps", 90, {"angle": ANGLE},
     m({PEC_S: 1.0, PEC_C: 0.6, DA: 0.3, SERR: 0.25})),
    ("push_up", "Push Up", "push", "horizontal_press", "bodyweight_reps", 90, {"angle": ANGLE, "grip_width": GRIP_W},
     m({PEC_S: 1.0, PEC_C: 0.5, DA: 0.5, TRLAT: 0.5, TRM: 0.5, TRL: 0.25, SERR: 0.3, RA: 0.25})),
    ("dip", "Dip", "push", "vertical_press", "bodyweight_reps", 120, {},
     m({PEC_S: 0.8, PEC_C: 0.3, DA: 0.5, TRLAT: 1.0, TRM: 1.0, TRL: 0.6})),
    ("overhead_press", "Overhead Press", "push", "vertical_press", "weight_reps", 180, {"grip_width": GRIP_W, "laterality": SIDE},
     m({DA: 1.0, DL: 0.5, PEC_C: 0.3, TRLAT: 0.5, TRM: 0.5, TRL: 0.3, TU: 0.3, SERR: 0.25})),
    ("lateral_raise", "Lateral Raise", "push", "shoulder_isolation", "weight_reps", 60, {"laterality": SIDE},
     m({DL: 1.0, DA: 0.25, TU: 0.3, SERR: 0.25})),
    ("front_raise", "Front Raise", "push", "shoulder_isolation", "weight_reps", 60, {"laterality": SIDE},
     m({DA: 1.0, PEC_C: 0.3, DL: 0.25})),
    ("upright_row", "Upright Row", "pull", "vertical_pull", "weight_reps", 90, {"grip_width": GRIP_W},
     m({DL: 1.0, TU: 1.0, DA: 0.5, BI: 0.25, BRA: 0.25})),
    ("triceps_extension", "Triceps Extension", "push", "arm_isolation", "weight_reps", 90, {"angle": ["overhead", "lying"], "laterality": SIDE},
     m({TRL: 1.0, TRLAT: 0.7, TRM: 0.7})),
    ("triceps_pushdown", "Triceps Pushdown", "push", "arm_isolation", "weight_reps", 60, {"grip_orientation": GRIP_O},
     m({TRLAT: 1.0, TRM: 1.0, TRL: 0.5})),
    ("pull_up", "Pull Up", "pull", "vertical_pull", "bodyweight_reps", 150, {"grip_width": GRIP_W, "grip_orientation": GRIP_O},
     m({LATS: 1.0, TERES: 0.5, BI: 0.5, BRA: 0.5, BRR: 0.3, RHOM: 0.3, TL: 0.3, DP: 0.25, RA: 0.25})),
    ("chin_up", "Chin Up", "pull", "vertical_pull", "bodyweight_reps", 150, {"grip_width": GRIP_W, "grip_orientation": ["supinated"]},
     m({LATS: 1.0, TERES: 0.5, BI: 0.8, BRA: 0.5, BRR: 0.3, RHOM: 0.3, TL: 0.3, RA: 0.25})),
    ("lat_pulldown", "Lat Pulldown", "pull", "vertical_pull", "weight_reps", 120, {"grip_width": GRIP_W, "grip_orientation": GRIP_O, "laterality": SIDE},
     m({LATS: 1.0, TERES: 0.5, BI: 0.5, BRA: 0.5, BRR: 0.3, RHOM: 0.3, TL: 0.3, DP: 0.25})),
    ("row", "Row", "pull", "horizontal_pull", "weight_reps", 120, {"grip_width": GRIP_W, "grip_orientation": GRIP_O, "laterality": SIDE},
     m({LATS: 0.8, RHOM: 1.0, TM: 1.0, TL: 0.5, DP: 0.5, TERES: 0.5, BI: 0.5, BRA: 0.5, BRR: 0.3})),
    ("bent_over_row", "Bent Over Row", "pull", "horizontal_pull", "weight_reps", 150, {"grip_width": GRIP_W, "grip_orientation": GRIP_O, "laterality": SIDE},
     m({LATS: 0.8, RHOM: 1.0, TM: 1.0, TL: 0.5, DP: 0.5, TERES: 0.5, BI: 0.5, BRA: 0.5, ERECT: 0.5, BF: 0.25, GMAX: 0.25})),
    ("inverted_row", "Inverted Row", "pull", "horizontal_pull", "bodyweight_reps", 90, {"grip_width": GRIP_W},
     m({LATS: 0.8, RHOM: 1.0, TM: 1.0, DP: 0.5, BI: 0.5, BRA: 0.5, RA: 0.25})),
    ("reverse_fly", "Reverse Fly", "pull", "shoulder_isolation", "weight_reps", 60, {"laterality": SIDE},
     m({DP: 1.0, RHOM: 0.5, TM: 0.5, RC: 0.5})),
    ("face_pull", "Face Pull", "pull", "shoulder_isolation", "weight_reps", 60, {},
     m({DP: 1.0, RC: 0.8, RHOM: 0.5, TM: 0.5, TL: 0.3})),
    ("shrug", "Shrug", "pull", "shoulder_isolation", "weight_reps", 90, {},
     m({TU: 1.0, TM: 0.5, WF: 0.25})),
    ("pullover", "Pullover", "pull", "vertical_pull", "weight_reps", 90, {},
     m({LATS: 1.0, TERES: 0.5, PEC_S: 0.5, TRL: 0.3, SERR: 0.3})),
    ("straight_arm_pulldown", "Straight Arm Pulldown", "pull", "vertical_pull", "weight_reps", 60, {},
     m({LATS: 1.0, TERES: 0.6, TRL: 0.3, RA: 0.25})),
    ("biceps_curl", "Bicep Curl", "pull", "arm_isolation", "weight_reps", 60, {"grip_orientation": GRIP_O, "angle": ["standing", "incline", "preacher"], "laterality": SIDE},
     m({BI: 1.0, BRA: 0.5, BRR: 0.3})),
    ("hammer_curl", "Hammer Curl", "pull", "arm_isolation", "weight_reps", 60, {"laterality": SIDE},
     m({BRA: 1.0, BRR: 1.0, BI: 0.5})),
    ("reverse_curl", "Reverse Curl", "pull", "arm_isolation", "weight_reps", 60, {},
     m({BRR: 1.0, BRA: 1.0, WE: 0.5, BI: 0.3})),
    ("wrist_curl", "Wrist Curl", "pull", "forearm_isolation", "weight_reps", 45, {"grip_orientation": ["supinated", "pronated"]},
     m({WF: 1.0})),
    ("squat", "Squat", "legs", "squat", "weight_reps", 180, {"stance": STANCE, "laterality": SIDE},
     m(VASTI, {RF: 0.5, GMAX: 1.0, ADD: 0.5, ERECT: 0.3, GMED: 0.25, SOL: 0.25})),
    ("front_squat", "Front Squat", "legs", "squat", "weight_reps", 180, {"stance": STANCE},
     m(VASTI, {RF: 0.5, GMAX: 0.8, ADD: 0.5, ERECT: 0.3, RA: 0.25, TU: 0.25})),
    ("leg_press", "Leg Press", "legs", "squat", "weight_reps", 150, {"stance": STANCE, "laterality": SIDE},
     m(VASTI, {RF: 0.5, GMAX: 0.5, ADD: 0.3})),
    ("hack_squat", "Hack Squat", "legs", "squat", "weight_reps", 150, {"stance": STANCE},
     m(VASTI, {RF: 0.5, GMAX: 0.5, ADD: 0.3})),
    ("lunge", "Lunge", "legs", "single_leg", "weight_reps", 120, {"stance": ["split"], "laterality": ["unilateral"]},
     m(VASTI, {RF: 0.5, GMAX: 1.0, GMED: 0.3, ADD: 0.5})),
    ("split_squat", "Split Squat", "legs", "single_leg", "weight_reps", 120, {"stance": ["split"], "laterality": ["unilateral"]},
     m(VASTI, {RF: 0.5, GMAX: 1.0, GMED: 0.3, ADD: 0.5})),
    ("step_up", "Step Up", "legs", "single_leg", "weight_reps", 90, {"laterality": ["unilateral"]},
     m(VASTI, {RF: 0.3, GMAX: 1.0, GMED: 0.5})),
    ("leg_extension", "Leg Extension", "legs", "knee_extension", "weight_reps", 90, {"laterality": SIDE},
     m(VASTI, {RF: 1.0})),
    ("leg_curl", "Leg Curl", "legs", "knee_flexion", "weight_reps", 90, {"angle": ["lying", "seated", "standing"], "laterality": SIDE},
     m(HAMS, {GAS: 0.3})),
    ("nordic_curl", "Nordic Hamstring Curl", "legs", "knee_flexion", "bodyweight_reps", 120, {},
     m(HAMS, {GAS: 0.3})),
    ("deadlift", "Deadlift", "legs", "hinge", "weight_reps", 240, {"stance": ["standard", "sumo"]},
     m({GMAX: 1.0, ERECT: 1.0, BF: 0.5, STM: 0.5, VL: 0.5, VM: 0.5, VI: 0.5, ADD: 0.5, TU: 0.3, LATS: 0.25, WF: 0.3})),
    ("romanian_deadlift", "Romanian Deadlift", "legs", "hinge", "weight_reps", 150, {"laterality": SIDE},
     m(HAMS, {GMAX: 1.0, ERECT: 0.5, ADD: 0.3, WF: 0.25})),
    ("good_morning", "Good Morning", "legs", "hinge", "weight_reps", 120, {},
     m(HAMS, {GMAX: 0.8, ERECT: 1.0})),
    ("hip_thrust", "Hip Thrust", "legs", "hip_extension", "weight_reps", 120, {"laterality": SIDE},
     m({GMAX: 1.0, GMED: 0.3, BF: 0.3, STM: 0.3, VL: 0.25, VM: 0.25})),
    ("back_extension", "Back Extension", "legs", "hip_extension", "bodyweight_reps", 90, {},
     m({ERECT: 1.0, GMAX: 0.5, BF: 0.5, STM: 0.5})),
    ("glute_kickback", "Glute Kickback", "legs", "hip_extension", "weight_reps", 60, {"laterality": ["unilateral"]},
     m({GMAX: 1.0, BF: 0.3, STM: 0.3})),
    ("hip_abduction", "Hip Abduction", "legs", "hip_isolation", "weight_reps", 60, {},
     m({GMED: 1.0, GMAX: 0.3})),
    ("hip_adduction", "Hip Adduction", "legs", "hip_isolation", "weight_reps", 60, {},
     m({ADD: 1.0})),
    ("calf_raise", "Calf Raise", "legs", "calf", "weight_reps", 60, {"angle": ["standing", "seated"], "laterality": SIDE},
     m({GAS: 1.0, SOL: 0.6})),
    ("seated_calf_raise", "Seated Calf Raise", "legs", "calf", "weight_reps", 60, {},
     m({SOL: 1.0, GAS: 0.4})),
    ("crunch", "Crunch", "core", "spinal_flexion", "bodyweight_reps", 60, {},
     m({RA: 1.0, OBL: 0.3})),
    ("sit_up", "Sit Up", "core", "spinal_flexion", "bodyweight_reps", 60, {},
     m({RA: 1.0, OBL: 0.3, HF: 0.5})),
    ("leg_raise", "Leg Raise", "core", "hip_flexion", "bodyweight_reps", 60, {},
     m({RA: 1.0, HF: 1.0, OBL: 0.5, TA: 0.3})),
    ("plank", "Plank", "core", "anti_extension", "duration", 60, {},
     m({RA: 1.0, TA: 1.0, OBL: 0.5, SERR: 0.25})),
    ("side_plank", "Side Plank", "core", "anti_lateral_flexion", "duration", 60, {"laterality": ["unilateral"]},
     m({OBL: 1.0, TA: 0.5, GMED: 0.3})),
    ("russian_twist", "Russian Twist", "core", "rotation", "bodyweight_reps", 60, {},
     m({OBL: 1.0, RA: 0.5, HF: 0.3})),
    ("ab_wheel", "Ab Wheel Rollout", "core", "anti_extension", "bodyweight_reps", 60, {},
     m({RA: 1.0, TA: 0.5, OBL: 0.5, LATS: 0.3})),
    ("woodchop", "Woodchop", "core", "rotation", "weight_reps", 60, {"laterality": ["unilateral"]},
     m({OBL: 1.0, RA: 0.5, TA: 0.3})),
    ("mountain_climber", "Mountain Climber", "core", "hip_flexion", "duration", 60, {},
     m({RA: 0.5, HF: 0.5, TA: 0.3})),
    ("kettlebell_swing", "Kettlebell Swing", "legs", "hinge", "weight_reps", 90, {},
     m({GMAX: 1.0, BF: 0.5, STM: 0.5, ERECT: 0.5, DA: 0.25})),
    ("clean", "Clean", "olympic", "power", "weight_reps", 180, {},
     m(VASTI, {GMAX: 1.0, ERECT: 0.5, TU: 0.5, BF: 0.3, STM: 0.3, DA: 0.25})),
    ("snatch", "Snatch", "olympic", "power", "weight_reps", 180, {},
     m(VASTI, {GMAX: 1.0, ERECT: 0.5, TU: 0.5, DL: 0.3, DA: 0.3})),
    ("thruster", "Thruster", "olympic", "power", "weight_reps", 120, {},
     m(VASTI, {GMAX: 0.8, DA: 0.8, DL: 0.3, TRLAT: 0.3, TRM: 0.3})),
    ("dead_hang", "Dead Hang", "pull", "grip", "duration", 60, {},
     m({WF: 1.0, BRR: 0.5, LATS: 0.25})),
    ("carry", "Carry", "carry", "loaded_carry", "distance_duration", 90, {"laterality": SIDE},
     m({WF: 1.0, TU: 1.0, OBL: 0.5, TA: 0.5, GMED: 0.3})),
    ("running", "Running", "cardio", "run", "distance_duration", 0, {}, m({VL: 0.1, VM: 0.1, GMAX: 0.1, GAS: 0.1})),
    ("walking", "Walking", "cardio", "walk", "distance_duration", 0, {}, {}),
    ("cycling", "Cycling", "cardio", "bike", "distance_duration", 0, {}, m({VL: 0.1, VM: 0.1})),
    ("rowing", "Rowing", "cardio", "row", "distance_duration", 0, {}, m({LATS: 0.1, VL: 0.1})),
    ("elliptical", "Elliptical", "cardio", "elliptical", "distance_duration", 0, {}, {}),
    ("stair_climbing", "Stair Climbing", "cardio", "stairs", "duration", 0, {}, m({GMAX: 0.1, VL: 0.1})),
    ("jump_rope", "Jump Rope", "cardio", "jump", "duration", 0, {}, m({GAS: 0.1})),
    ("swimming", "Swimming", "cardio", "swim", "distance_duration", 0, {}, m({LATS: 0.1})),
    ("burpee", "Burpee", "cardio", "conditioning", "bodyweight_reps", 60, {}, m({PEC_S: 0.25, VL: 0.25, VM: 0.25, DA: 0.25})),
    ("box_jump", "Box Jump", "legs", "plyometric", "bodyweight_reps", 90, {}, m({VL: 0.5, VM: 0.5, GMAX: 0.5, GAS: 0.5})),
    ("sled_push", "Sled Push", "legs", "conditioning", "distance_duration", 120, {}, m({VL: 0.5, VM: 0.5, GMAX: 0.5, GAS: 0.3})),
    ("battle_ropes", "Battle Ropes", "cardio", "conditioning", "duration", 60, {}, m({DA: 0.25, DL: 0.25})),
]

# Exercises: (display name, movement, equipment, options). Options:
#   a=[aliases]  d={dimensions}  p=popularity 1..100  t=exercise type  r=rest seconds
#   k=scale factor for all weights  w={muscle: weight} overrides
E = []


def ex(name, movement, equipment, a=(), d=None, p=50, t=None, r=None, k=None, w=None):
    E.append((name, movement, equipment, list(a), d or {}, p, t, r, k, w))


# --- Chest
ex("Bench Press (Barbell)", "bench_press", "barbell", ["Bench Press", "Barbell Bench Press", "Flat Bench Press", "BB Bench", "Bench"], {"angle": "flat"}, 100)
ex("Bench Press (Dumbbell)", "bench_press", "dumbbell", ["Dumbbell Bench Press", "DB Bench Press", "DB Bench"], {"angle": "flat"}, 85)
ex("Bench Press (Smith Machine)", "bench_press", "smith_machine", ["Smith Machine Bench Press"], {"angle": "flat"}, 55)
ex("Bench Press (Cable)", "bench_press", "cable", ["Cable Bench Press"], {"angle": "flat"}, 25)
ex("Bench Press - Close Grip (Barbell)", "bench_press", "barbell", ["Close Grip Bench Press", "CGBP", "Close-Grip Bench Press"], {"angle": "flat", "grip_width": "close"}, 65,
   w={TRLAT: 0.8, TRM: 0.8, TRL: 0.5, PEC_S: 0.8})
ex("Bench Press - Wide Grip (Barbell)", "bench_press", "barbell", ["Wide Grip Bench Press"], {"angle": "flat", "grip_width": "wide"}, 35)
ex("Floor Press (Barbell)", "bench_press", "barbell", ["Barbell Floor Press", "Floor Press"], {"angle": "flat"}, 20)
ex("Incline Bench Press (Barbell)", "incline_bench_press", "barbell", ["Incline Bench Press", "Barbell Incline Bench Press", "Incline Barbell Bench"], {"angle": "incline"}, 80)
ex("Incline Bench Press (Dumbbell)", "incline_bench_press", "dumbbell", ["Incline Dumbbell Press", "Incline DB Press", "Incline Dumbbell Bench Press"], {"angle": "incline"}, 80)
ex("Incline Bench Press (Smith Machine)", "incline_bench_press", "smith_machine", ["Smith Machine Incline Bench Press", "Incline Smith Press"], {"angle": "incline"}, 45)
ex("Decline Bench Press (Barbell)", "decline_bench_press", "barbell", ["Decline Bench Press", "Barbell Decline Bench Press"], {"angle": "decline"}, 40)
ex("Decline Bench Press (Dumbbell)", "decline_bench_press", "dumbbell", ["Decline Dumbbell Press"], {"angle": "decline"}, 25)
ex("Decline Bench Press (Smith Machine)", "decline_bench_press", "smith_machine", ["Smith Machine Decline Press"], {"angle": "decline"}, 15)
ex("Chest Press (Machine)", "chest_press", "machine", ["Machine Chest Press", "Seated Chest Press"], {"angle": "flat"}, 75)
ex("Chest Press (Band)", "chest_press", "band", ["Band Chest Press"], {"angle": "flat"}, 10)
ex("Incline Chest Press (Machine)", "chest_press", "machine", ["Machine Incline Chest Press", "Incline Machine Press"], {"angle": "incline"}, 55,
   w={PEC_C: 1.0, PEC_S: 0.5, DA: 0.6})
ex("Decline Chest Press (Machine)", "chest_press", "machine", ["Decline Chest Press", "Decline Machine Press"], {"angle": "decline"}, 25,
   w={PEC_C: 0.3})
ex("Iso-Lateral Chest Press (Machine)", "chest_press", "plate_loaded", ["Iso Lateral Chest Press", "Hammer Strength Chest Press", "Plate Loaded Chest Press"], {"angle": "flat", "laterality": "unilateral"}, 45)
ex("Chest Fly", "chest_fly", "machine", ["Chest Fly (Machine)", "Machine Fly", "Fly Machine"], {"angle": "flat"}, 55)
ex("Chest Fly (Dumbbell)", "chest_fly", "dumbbell", ["Dumbbell Fly", "DB Fly", "Dumbbell Flyes"], {"angle": "flat"}, 60)
ex("Chest Fly (Band)", "chest_fly", "band", ["Band Fly", "Band Chest Fly"], {"angle": "flat"}, 10)
ex("Incline Chest Fly (Dumbbell)", "chest_fly", "dumbbell", ["Incline Dumbbell Fly", "Incline DB Fly"], {"angle": "incline"}, 40, w={PEC_C: 1.0, PEC_S: 0.5})
ex("Cable Crossover", "chest_fly", "cable", ["Cable Fly", "Cable Chest Fly", "Chest Fly (Cable)", "Cable Flyes"], {"angle": "flat"}, 65)
ex("Low Cable Crossover", "chest_fly", "cable", ["Low to High Cable Fly", "Incline Cable Fly"], {"angle": "incline"}, 30, w={PEC_C: 1.0, PEC_S: 0.5})
ex("Pec Deck (Machine)", "chest_fly", "machine", ["Pec Deck", "Pec Fly", "Butterfly (Machine)", "Butterfly"], {"angle": "flat"}, 60)
ex("Push Up", "push_up", "bodyweight", ["Push-Up", "Pushup", "Press Up", "Push Ups"], {"angle": "flat"}, 80)
ex("Push Up (Knees)", "push_up", "bodyweight", ["Knee Push Up", "Kneeling Push Up"], {"angle": "flat"}, 30, k=0.7)
ex("Push Up (Weighted)", "push_up", "weighted", ["Weighted Push Up"], {"angle": "flat"}, 20, t="weighted_bodyweight")
ex("Incline Push Up", "push_up", "bodyweight", ["Incline Push-Up", "Elevated Push Up"], {"angle": "incline"}, 25, k=0.8)
ex("Decline Push Up", "push_up", "bodyweight", ["Decline Push-Up", "Feet Elevated Push Up"], {"angle": "decline"}, 30, w={PEC_C: 0.8})
ex("Diamond Push Up", "push_up", "bodyweight", ["Diamond Push-Up"], {"grip_width": "close"}, 30, w={TRLAT: 1.0, TRM: 1.0, TRL: 0.5})
ex("Chest Dip", "dip", "bodyweight", ["Dips", "Dip", "Parallel Bar Dip", "Chest Dips"], {}, 70)
ex("Chest Dip (Assisted)", "dip", "assisted_machine", ["Assisted Dip", "Assisted Chest Dip", "Dip (Assisted)", "Assisted Dip Machine"], {}, 45, t="assisted_bodyweight")
ex("Chest Dip (Weighted)", "dip", "weighted", ["Weighted Dip", "Weighted Chest Dip"], {}, 40, t="weighted_bodyweight")
ex("Seated Dip (Machine)", "dip", "machine", ["Seated Dip", "Dip (Machine)", "Dip Machine", "Triceps Dip Machine"], {}, 35, t="weight_reps", w={PEC_S: 0.5, TRLAT: 1.0, TRM: 1.0})
ex("Triceps Dip", "dip", "bodyweight", ["Tricep Dip", "Triceps Dips"], {}, 45, w={PEC_S: 0.5, TRL: 0.8})
ex("Triceps Dip (Assisted)", "dip", "assisted_machine", ["Assisted Triceps Dip"], {}, 25, t="assisted_bodyweight", w={PEC_S: 0.5, TRL: 0.8})
ex("Bench Dip", "dip", "bodyweight", ["Bench Dips", "Triceps Bench Dip"], {}, 35, w={PEC_S: 0.3, TRL: 0.6, DA: 0.5})
# --- Shoulders
ex("Overhead Press (Barbell)", "overhead_press", "barbell", ["Overhead Press", "OHP", "Military Press", "Standing Barbell Press", "Strict Press", "Barbell Shoulder Press"], {}, 90)
ex("Overhead Press (Dumbbell)", "overhead_press", "dumbbell", ["Dumbbell Shoulder Press", "DB Shoulder Press", "Dumbbell Overhead Press"], {}, 80)
ex("Overhead Press (Smith Machine)", "overhead_press", "smith_machine", ["Smith Machine Shoulder Press", "Overhead Smith Press"], {}, 35)
ex("Overhead Press (Cable)", "overhead_press", "cable", ["Cable Shoulder Press"], {}, 10)
ex("Overhead Press (Band)", "overhead_press", "band", ["Band Shoulder Press"], {}, 8)
ex("Seated Overhead Press (Barbell)", "overhead_press", "barbell", ["Seated Military Press", "Seated Barbell Press"], {}, 40)
ex("Seated Overhead Press (Dumbbell)", "overhead_press", "dumbbell", ["Seated Dumbbell Press", "Seated DB Shoulder Press", "Seated Dumbbell Shoulder Press"], {}, 65)
ex("Seated Overhead Press (Smith Machine)", "overhead_press", "smith_machine", ["Overhead Smith Seated", "Seated Smith Machine Press"], {}, 25)
ex("Shoulder Press (Machine)", "overhead_press", "machine", ["Machine Shoulder Press", "Seated Shoulder Press Machine"], {}, 70)
ex("Shoulder Press (Plate Loaded)", "overhead_press", "plate_loaded", ["Plate Loaded Shoulder Press", "Hammer Strength Shoulder Press", "Shoulder Press (Machine Plates)"], {}, 45)
ex("Arnold Press (Dumbbell)", "overhead_press", "dumbbell", ["Arnold Press"], {}, 45, w={DA: 1.0, DL: 0.6})
ex("Push Press", "overhead_press", "barbell", ["Push Press (Barbell)", "Barbell Push Press"], {}, 35, w={VL: 0.3, VM: 0.3, GMAX: 0.3})
ex("Landmine Press", "overhead_press", "landmine", ["Landmine Shoulder Press", "Single Arm Landmine Press"], {"laterality": "unilateral"}, 25, w={PEC_C: 0.5})
ex("Lateral Raise (Dumbbell)", "lateral_raise", "dumbbell", ["Lateral Raise", "Side Raise", "Dumbbell Lateral Raise", "Side Lateral Raise", "Lateral Raises"], {}, 90)
ex("Lateral Raise (Cable)", "lateral_raise", "cable", ["Cable Lateral Raise", "Cable Side Raise"], {"laterality": "unilateral"}, 65)
ex("Lateral Raise (Machine)", "lateral_raise", "machine", ["Machine Lateral Raise"], {}, 50)
ex("Lateral Raise (Band)", "lateral_raise", "band", ["Band Lateral Raise"], {}, 10)
ex("Front Raise (Dumbbell)", "front_raise", "dumbbell", ["Front Raise", "Dumbbell Front Raise"], {}, 45)
ex("Front Raise (Barbell)", "front_raise", "barbell", ["Barbell Front Raise"], {}, 20)
ex("Front Raise (Cable)", "front_raise", "cable", ["Cable Front Raise"], {}, 20)
ex("Front Raise (Plate)", "front_raise", "plate", ["Plate Front Raise", "Plate Raise"], {}, 20)
ex("Reverse Fly (Dumbbell)", "reverse_fly", "dumbbell", ["Rear Delt Fly", "Bent Over Reverse Fly", "Rear Delt Raise", "Back Deltoids",
   "Bent Over Lateral Raise", "Rear Lateral Raise", "Rear Delt Lateral Raise", "Bird", "Birds"], {}, 55)
ex("Y Raise (Dumbbell)", "lateral_raise", "dumbbell", ["Y Raise", "Dumbbell Y Raise"], {}, 15, w={TL: 1.0, DL: 0.8, DP: 0.5, TM: 0.5, TU: 0.0})
ex("Y Raise (Cable)", "lateral_raise", "cable", ["Cable Y Raise"], {}, 10, w={TL: 1.0, DL: 0.8, DP: 0.5, TM: 0.5, TU: 0.0})
ex("Reverse Fly (Cable)", "reverse_fly", "cable", ["Cable Rear Delt Fly", "Cable Reverse Fly"], {}, 35)
ex("Reverse Fly (Machine)", "reverse_fly", "machine", ["Rear Delt Machine", "Reverse Pec Deck", "Rear Delt Fly (Machine)"], {}, 55)
ex("Face Pull (Cable)", "face_pull", "cable", ["Face Pull", "Rope Face Pull", "Face Pulls"], {}, 65)
ex("Face Pull (Band)", "face_pull", "band", ["Band Face Pull"], {}, 15)
ex("Upright Row (Barbell)", "upright_row", "barbell", ["Upright Row", "Barbell Upright Row"], {}, 35)
ex("Upright Row (Dumbbell)", "upright_row", "dumbbell", ["Dumbbell Upright Row"], {}, 25)
ex("Upright Row (Cable)", "upright_row", "cable", ["Cable Upright Row"], {}, 25)
ex("Shrug (Barbell)", "shrug", "barbell", ["Barbell Shrug", "Shrugs"], {}, 50)
ex("Shrug (Dumbbell)", "shrug", "dumbbell", ["Dumbbell Shrug", "DB Shrug"], {}, 50)
ex("Shrug (Smith Machine)", "shrug", "smith_machine", ["Smith Machine Shrug"], {}, 20)
ex("Shrug (Machine)", "shrug", "machine", ["Machine Shrug"], {}, 15)
ex("Shrug (Trap Bar)", "shrug", "trap_bar", ["Trap Bar Shrug"], {}, 15)
# --- Triceps
ex("Triceps Extension", "triceps_extension", "dumbbell", ["Overhead Triceps Extension", "Overhead Tricep Extension", "Tricep Extension"], {"angle": "overhead"}, 60)
ex("Triceps Extension (Dumbbell)", "triceps_extension", "dumbbell", ["Dumbbell Triceps Extension"], {"angle": "overhead"}, 55)
ex("Triceps Extension (Barbell)", "triceps_extension", "barbell", ["Barbell Overhead Extension", "French Press"], {"angle": "overhead"}, 30)
ex("Triceps Extension (EZ Bar)", "triceps_extension", "ez_bar", ["EZ Bar Overhead Extension"], {"angle": "overhead"}, 25)
ex("Triceps Extension (Cable)", "triceps_extension", "cable", ["Cable Overhead Triceps Extension", "Overhead Cable Extension", "Rope Overhead Extension"], {"angle": "overhead"}, 55)
ex("Triceps Extension (Machine)", "triceps_extension", "machine", ["Machine Triceps Extension", "Tricep Machine"], {"angle": "overhead"}, 35)
ex("Skullcrusher (Barbell)", "triceps_extension", "barbell", ["Skullcrusher", "Skull Crusher", "Lying Triceps Extension", "Skullcrushers"], {"angle": "lying"}, 55)
ex("Skullcrusher (EZ Bar)", "triceps_extension", "ez_bar", ["EZ Bar Skullcrusher", "EZ Bar Skull Crusher"], {"angle": "lying"}, 45)
ex("Skullcrusher (Dumbbell)", "triceps_extension", "dumbbell", ["Dumbbell Skullcrusher", "Dumbbell Lying Triceps Extension"], {"angle": "lying"}, 35)
ex("Triceps Pushdown (Cable - Straight Bar)", "triceps_pushdown", "cable", ["Triceps Pushdown", "Tricep Pushdown", "Cable Pushdown", "Straight Bar Pushdown"], {"grip_orientation": "pronated"}, 75)
ex("Triceps Rope Pushdown", "triceps_pushdown", "cable", ["Rope Pushdown", "Tricep Rope Pushdown", "Triceps Pushdown (Cable - Rope)"], {"grip_orientation": "neutral"}, 70)
ex("Triceps Pushdown (Cable - V Bar)", "triceps_pushdown", "cable", ["V Bar Pushdown"], {"grip_orientation": "neutral"}, 25)
ex("Reverse Grip Triceps Pushdown (Cable)", "triceps_pushdown", "cable", ["Reverse Grip Pushdown", "Underhand Pushdown"], {"grip_orientation": "supinated"}, 15)
ex("Triceps Pushdown (Band)", "triceps_pushdown", "band", ["Band Pushdown"], {}, 8)
ex("Triceps Kickback (Dumbbell)", "triceps_pushdown", "dumbbell", ["Tricep Kickback", "Triceps Kickback", "Dumbbell Kickback"], {}, 40, w={TRL: 0.8})
ex("Triceps Kickback (Cable)", "triceps_pushdown", "cable", ["Cable Kickback"], {}, 25, w={TRL: 0.8})
# --- Back
ex("Pull Up", "pull_up", "bodyweight", ["Pull-Up", "Pullup", "Pull Ups", "Pullups"], {"grip_orientation": "pronated"}, 90)
ex("Pull Up (Assisted)", "pull_up", "assisted_machine", ["Assisted Pull Up", "Assisted Pull-Up", "Machine Assisted Pull Up"], {"grip_orientation": "pronated"}, 55, t="assisted_bodyweight")
ex("Pull Up (Band)", "pull_up", "band", ["Band Assisted Pull Up", "Banded Pull Up"], {"grip_orientation": "pronated"}, 40, t="assisted_bodyweight")
ex("Pull Up (Weighted)", "pull_up", "weighted", ["Weighted Pull Up", "Weighted Pull-Up"], {"grip_orientation": "pronated"}, 45, t="weighted_bodyweight")
ex("Wide Pull Up", "pull_up", "bodyweight", ["Wide Grip Pull Up", "Wide-Grip Pull-Up"], {"grip_width": "wide", "grip_orientation": "pronated"}, 35)
ex("Neutral Grip Pull Up", "pull_up", "bodyweight", ["Neutral Grip Pull-Up", "Hammer Grip Pull Up"], {"grip_orientation": "neutral"}, 30)
ex("Chin Up", "chin_up", "bodyweight", ["Chin-Up", "Chinup", "Chin Ups"], {"grip_orientation": "supinated"}, 75)
ex("Chin Up (Assisted)", "chin_up", "assisted_machine", ["Assisted Chin Up"], {}, 35, t="assisted_bodyweight")
ex("Chin Up (Weighted)", "chin_up", "weighted", ["Weighted Chin Up"], {}, 30, t="weighted_bodyweight")
ex("Lat Pulldown (Cable)", "lat_pulldown", "cable", ["Lat Pulldown", "Lat Pull Down", "Pulldown", "Cable Lat Pulldown", "Front Pulldown"], {"grip_orientation": "pronated"}, 95)
ex("Lat Pulldown (Machine)", "lat_pulldown", "machine", ["Machine Lat Pulldown", "Plate Loaded Lat Pulldown"], {"grip_orientation": "pronated"}, 60)
ex("Lat Pulldown (Single Arm)", "lat_pulldown", "cable", ["Single Arm Lat Pulldown", "One Arm Pulldown"], {"laterality": "unilateral"}, 30)
ex("Lat Pulldown - Wide Grip (Cable)", "lat_pulldown", "cable", ["Wide Grip Lat Pulldown", "Wide Pulldown"], {"grip_width": "wide"}, 45)
ex("Lat Pulldown - Close Grip (Cable)", "lat_pulldown", "cable", ["Close Grip Lat Pulldown", "V Bar Pulldown", "Close Grip Pulldown"], {"grip_width": "close", "grip_orientation": "neutral"}, 45)
ex("Lat Pulldown - Underhand (Cable)", "lat_pulldown", "cable", ["Underhand Lat Pulldown", "Reverse Grip Lat Pulldown"], {"grip_orientation": "supinated"}, 35, w={BI: 0.7})
ex("Lat Pulldown (Band)", "lat_pulldown", "band", ["Band Lat Pulldown"], {}, 8)
ex("Seated Row (Cable)", "row", "cable", ["Seated Cable Row", "Cable Row", "Low Row", "Seated Row"], {"grip_orientation": "neutral"}, 90)
ex("Seated Row (Machine)", "row", "machine", ["Machine Row", "Seated Machine Row"], {}, 65)
ex("Seated Wide-Grip Row (Cable)", "row", "cable", ["Cable Row Wide Grip", "Wide Grip Cable Row", "Wide Grip Seated Row"], {"grip_width": "wide", "grip_orientation": "pronated"}, 35, w={DP: 0.7, LATS: 0.6})
ex("Iso-Lateral Row (Machine)", "row", "plate_loaded", ["Iso Lateral Row", "Hammer Strength Row", "Plate Loaded Row"], {"laterality": "unilateral"}, 40)
ex("High Row (Machine)", "row", "plate_loaded", ["High Row", "Iso-Lateral High Row", "Hammer Strength High Row"], {}, 30, w={LATS: 1.0, RHOM: 0.6, TM: 0.5})
ex("Chest Supported Row (Dumbbell)", "row", "dumbbell", ["Chest Supported Row", "Incline Dumbbell Row", "Seal Row (Dumbbell)"], {}, 40)
ex("Seal Row (Barbell)", "row", "barbell", ["Seal Row", "Barbell Seal Row"], {}, 15)
ex("Bent Over Row (Barbell)", "bent_over_row", "barbell", ["Barbell Row", "Bent Over Row", "Bent-Over Row", "BB Row"], {"grip_orientation": "pronated"}, 85)
ex("Bent Over Row (Dumbbell)", "bent_over_row", "dumbbell", ["Dumbbell Row", "DB Row", "Two Arm Dumbbell Row"], {}, 65)
ex("Bent Over Row - Underhand (Barbell)", "bent_over_row", "barbell", ["Underhand Barbell Row", "Reverse Grip Barbell Row", "Yates Row"], {"grip_orientation": "supinated"}, 25, w={BI: 0.7})
ex("Bent Over One Arm Row (Dumbbell)", "bent_over_row", "dumbbell", ["One Arm Dumbbell Row", "Single Arm Dumbbell Row", "One-Arm Row"], {"laterality": "unilateral"}, 75, w={ERECT: 0.25})
ex("Pendlay Row (Barbell)", "bent_over_row", "barbell", ["Pendlay Row"], {}, 35)
ex("T Bar Row", "bent_over_row", "landmine", ["T-Bar Row", "T Bar Row (Machine)", "Landmine Row"], {"grip_orientation": "neutral"}, 55)
ex("Bent Over Row (Smith Machine)", "bent_over_row", "smith_machine", ["Smith Machine Row"], {}, 15)
ex("Bent Over Row (Cable)", "bent_over_row", "cable", ["Standing Cable Row"], {}, 10)
ex("Inverted Row (Bodyweight)", "inverted_row", "bodyweight", ["Inverted Row", "Australian Pull Up", "Body Row"], {}, 40)
ex("Inverted Row (Suspension)", "inverted_row", "suspension", ["TRX Row", "Ring Row", "Suspension Row"], {}, 25)
ex("Renegade Row (Dumbbell)", "bent_over_row", "dumbbell", ["Renegade Row"], {"laterality": "unilateral"}, 15, w={RA: 0.5, TA: 0.5, ERECT: 0.0})
ex("Pullover (Dumbbell)", "pullover", "dumbbell", ["Dumbbell Pullover", "DB Pullover"], {}, 35)
ex("Pullover (Machine)", "pullover", "machine", ["Machine Pullover", "Nautilus Pullover"], {}, 20)
ex("Straight Arm Pulldown (Cable)", "straight_arm_pulldown", "cable", ["Straight Arm Pulldown", "Straight-Arm Lat Pulldown", "Cable Pullover",
   "Straight Arm Pushdown"], {}, 45)
ex("Lat Pull-Through (Cable)", "straight_arm_pulldown", "cable", ["Lat Pull Through", "Lat Pullthrough"], {}, 15)
# --- Biceps & forearms
ex("Bicep Curl (Barbell)", "biceps_curl", "barbell", ["Barbell Curl", "Barbell Bicep Curl", "BB Curl", "Standing Barbell Curl"], {"grip_orientation": "supinated"}, 80)
ex("Bicep Curl (Dumbbell)", "biceps_curl", "dumbbell", ["Dumbbell Curl", "DB Curl", "Dumbbell Bicep Curl", "Biceps Curl", "Bicep Curl"], {"grip_orientation": "supinated"}, 90)
ex("Bicep Curl (Cable)", "biceps_curl", "cable", ["Cable Curl", "Cable Bicep Curl"], {"grip_orientation": "supinated"}, 60)
ex("Bicep Curl (Machine)", "biceps_curl", "machine", ["Machine Curl", "Machine Bicep Curl", "Biceps Curl Machine"], {"grip_orientation": "supinated"}, 50)
ex("Bicep Curl (Band)", "biceps_curl", "band", ["Band Curl"], {}, 10)
ex("Bicep Curl (EZ Bar)", "biceps_curl", "ez_bar", ["EZ Bar Curl", "EZ Curl", "EZ-Bar Curl"], {}, 60)
ex("Zottman Curl (Dumbbell)", "biceps_curl", "dumbbell", ["Zottman Curl"], {}, 20, w={BRR: 0.8, WE: 0.3})
ex("Waiter's Curl (Dumbbell)", "biceps_curl", "dumbbell", ["Waiter's Curl", "Waiters Curl", "Waiter Curl"], {}, 10)
ex("Incline Curl (Dumbbell)", "biceps_curl", "dumbbell", ["Incline Dumbbell Curl", "Incline Curl"], {"angle": "incline"}, 40)
ex("Preacher Curl (Barbell)", "biceps_curl", "barbell", ["Preacher Curl", "Barbell Preacher Curl"], {"angle": "preacher"}, 45)
ex("Preacher Curl (EZ Bar)", "biceps_curl", "ez_bar", ["EZ Bar Preacher Curl"], {"angle": "preacher"}, 40)
ex("Preacher Curl (Dumbbell)", "biceps_curl", "dumbbell", ["Dumbbell Preacher Curl"], {"angle": "preacher", "laterality": "unilateral"}, 35)
ex("Preacher Curl (Machine)", "biceps_curl", "machine", ["Machine Preacher Curl"], {"angle": "preacher"}, 40)
ex("Concentration Curl (Dumbbell)", "biceps_curl", "dumbbell", ["Concentration Curl"], {"laterality": "unilateral"}, 40)
ex("Spider Curl (Dumbbell)", "biceps_curl", "dumbbell", ["Spider Curl"], {}, 15)
ex("Drag Curl (Barbell)", "biceps_curl", "barbell", ["Drag Curl"], {}, 10)
ex("Hammer Curl (Dumbbell)", "hammer_curl", "dumbbell", ["Hammer Curl", "Dumbbell Hammer Curl", "DB Hammer Curl", "Hammer Curls"], {}, 75)
ex("Hammer Curl (Cable)", "hammer_curl", "cable", ["Cable Hammer Curl", "Rope Hammer Curl"], {}, 35)
ex("Hammer Curl (Band)", "hammer_curl", "band", ["Band Hammer Curl"], {}, 8)
ex("Cross Body Hammer Curl (Dumbbell)", "hammer_curl", "dumbbell", ["Cross Body Hammer Curl", "Cross-Body Curl"], {"laterality": "unilateral"}, 20)
ex("Reverse Curl (Barbell)", "reverse_curl", "barbell", ["Reverse Curl", "Reverse Barbell Curl"], {}, 25)
ex("Reverse Curl (Dumbbell)", "reverse_curl", "dumbbell", ["Reverse Dumbbell Curl"], {}, 15)
ex("Reverse Curl (Cable)", "reverse_curl", "cable", ["Reverse Cable Curl"], {}, 15)
ex("Reverse Curl (EZ Bar)", "reverse_curl", "ez_bar", ["EZ Bar Reverse Curl"], {}, 15)
ex("Wrist Curl (Barbell)", "wrist_curl", "barbell", ["Wrist Curl", "Barbell Wrist Curl"], {"grip_orientation": "supinated"}, 25)
ex("Wrist Curl (Dumbbell)", "wrist_curl", "dumbbell", ["Dumbbell Wrist Curl"], {"grip_orientation": "supinated"}, 20)
ex("Reverse Wrist Curl (Barbell)", "wrist_curl", "barbell", ["Reverse Wrist Curl", "Wrist Extension"], {"grip_orientation": "pronated"}, 15, w={WF: 0.0, WE: 1.0})
ex("Reverse Wrist Curl (Dumbbell)", "wrist_curl", "dumbbell", ["Dumbbell Reverse Wrist Curl"], {"grip_orientation": "pronated"}, 10, w={WF: 0.0, WE: 1.0})
# --- Legs: squat pattern
ex("Squat (Barbell)", "squat", "barbell", ["Squat", "Back Squat", "Barbell Squat", "Barbell Back Squat"], {"stance": "standard"}, 100)
ex("Squat (Dumbbell)", "squat", "dumbbell", ["Dumbbell Squat", "DB Squat"], {"stance": "standard"}, 35)
ex("Squat (Smith Machine)", "squat", "smith_machine", ["Smith Machine Squat", "Smith Squat"], {"stance": "standard"}, 45)
ex("Squat (Bodyweight)", "squat", "bodyweight", ["Air Squat", "Bodyweight Squat"], {"stance": "standard"}, 35, t="bodyweight_reps")
ex("Squat (Machine)", "squat", "machine", ["Pendulum Squat", "Machine Squat", "V Squat"], {"stance": "standard"}, 30)
ex("Squat (Band)", "squat", "band", ["Band Squat"], {}, 5)
ex("Box Squat (Barbell)", "squat", "barbell", ["Box Squat"], {}, 20)
ex("Pause Squat (Barbell)", "squat", "barbell", ["Pause Squat", "Paused Squat"], {}, 20)
ex("Sumo Squat (Dumbbell)", "squat", "dumbbell", ["Sumo Squat", "Plie Squat"], {"stance": "sumo"}, 20, w={ADD: 0.8})
ex("Goblet Squat (Kettlebell)", "squat", "kettlebell", ["Goblet Squat", "Kettlebell Goblet Squat"], {}, 50)
ex("Goblet Squat (Dumbbell)", "squat", "dumbbell", ["Dumbbell Goblet Squat"], {}, 45)
ex("Front Squat (Barbell)", "front_squat", "barbell", ["Front Squat", "Barbell Front Squat"], {}, 60)
ex("Overhead Squat (Barbell)", "squat", "barbell", ["Overhead Squat", "OHS"], {}, 15, w={DA: 0.3, TU: 0.3, RA: 0.3})
ex("Zercher Squat (Barbell)", "front_squat", "barbell", ["Zercher Squat"], {}, 8)
ex("Pistol Squat", "squat", "bodyweight", ["Pistol"], {"laterality": "unilateral"}, 15, t="bodyweight_reps")
ex("Single Leg Squat", "squat", "bodyweight", ["One Leg Squat", "Single Leg Squat (Bodyweight)"], {"laterality": "unilateral"}, 20,
   t="bodyweight_reps", w={GMED: 0.5})
ex("Hack Squat", "hack_squat", "machine", ["Hack Squat (Machine)", "Machine Hack Squat"], {}, 60)
ex("Hack Squat (Barbell)", "hack_squat", "barbell", ["Barbell Hack Squat"], {}, 10)
ex("Leg Press", "leg_press", "plate_loaded", ["Leg Press (Machine)", "45 Degree Leg Press", "Sled Leg Press", "Incline Leg Press"], {}, 90)
ex("Seated Leg Press (Machine)", "leg_press", "machine", ["Seated Leg Press", "Horizontal Leg Press"], {}, 50)
ex("Single Leg Press", "leg_press", "plate_loaded", ["Single Leg Press (Machine)", "One Leg Press"], {"laterality": "unilateral"}, 20)
ex("Lunge (Barbell)", "lunge", "barbell", ["Barbell Lunge"], {}, 30)
ex("Lunge (Dumbbell)", "lunge", "dumbbell", ["Dumbbell Lunge", "Lunges", "Lunge"], {}, 55)
ex("Lunge (Bodyweight)", "lunge", "bodyweight", ["Bodyweight Lunge"], {}, 35, t="bodyweight_reps")
ex("Walking Lunge (Dumbbell)", "lunge", "dumbbell", ["Walking Lunge", "Dumbbell Walking Lunge"], {}, 50)
ex("Walking Lunge (Barbell)", "lunge", "barbell", ["Barbell Walking Lunge"], {}, 15)
ex("Reverse Lunge (Dumbbell)", "lunge", "dumbbell", ["Reverse Lunge", "Dumbbell Reverse Lunge"], {}, 30)
ex("Reverse Lunge (Barbell)", "lunge", "barbell", ["Barbell Reverse Lunge"], {}, 15)
ex("Lateral Lunge", "lunge", "bodyweight", ["Side Lunge", "Lateral Lunge (Dumbbell)"], {}, 15, w={ADD: 1.0})
ex("Curtsy Lunge", "lunge", "bodyweight", ["Curtsy Lunge (Dumbbell)"], {}, 10, w={GMED: 0.6})
ex("Bulgarian Split Squat", "split_squat", "dumbbell", ["Bulgarian Split Squat (Dumbbell)", "Rear Foot Elevated Split Squat", "RFESS", "BSS"], {}, 70)
ex("Bulgarian Split Squat (Barbell)", "split_squat", "barbell", ["Barbell Bulgarian Split Squat"], {}, 15)
ex("Split Squat (Dumbbell)", "split_squat", "dumbbell", ["Split Squat", "Dumbbell Split Squat"], {}, 30)
ex("Split Squat (Smith Machine)", "split_squat", "smith_machine", ["Smith Machine Split Squat"], {}, 15)
ex("Step-up (Dumbbell)", "step_up", "dumbbell", ["Step Up", "Step-up", "Dumbbell Step Up", "Box Step Up"], {}, 35)
ex("Step-up (Barbell)", "step_up", "barbell", ["Barbell Step Up"], {}, 10)
ex("Leg Extension (Machine)", "leg_extension", "machine", ["Leg Extension", "Leg Extensions", "Quad Extension"], {}, 90)
ex("Single Leg Extension (Machine)", "leg_extension", "machine", ["Single Leg Extension"], {"laterality": "unilateral"}, 20)
ex("Sissy Squat", "leg_extension", "bodyweight", ["Sissy Squat (Bodyweight)"], {}, 10, t="bodyweight_reps")
# --- Legs: hinge and hamstrings
ex("Deadlift (Barbell)", "deadlift", "barbell", ["Deadlift", "Conventional Deadlift", "Barbell Deadlift", "DL"], {"stance": "standard"}, 100)
ex("Deadlift (Dumbbell)", "deadlift", "dumbbell", ["Dumbbell Deadlift"], {}, 30)
ex("Deadlift (Smith Machine)", "deadlift", "smith_machine", ["Smith Machine Deadlift"], {}, 10)
ex("Deadlift (Band)", "deadlift", "band", ["Band Deadlift"], {}, 5)
ex("Deadlift (Kettlebell)", "deadlift", "kettlebell", ["Kettlebell Deadlift"], {}, 15)
ex("Trap Bar Deadlift", "deadlift", "trap_bar", ["Hex Bar Deadlift", "Trap Bar Deadlift (Trap Bar)", "Deadlift (Trap Bar)"], {}, 60, w={VL: 0.8, VM: 0.8, VI: 0.8, ERECT: 0.7})
ex("Sumo Deadlift (Barbell)", "deadlift", "barbell", ["Sumo Deadlift", "Sumo"], {"stance": "sumo"}, 45, w={ADD: 1.0, VL: 0.7, VM: 0.7, VI: 0.7, ERECT: 0.7})
ex("Rack Pull (Barbell)", "deadlift", "barbell", ["Rack Pull", "Rack Pulls", "Block Pull"], {}, 25, w={VL: 0.25, VM: 0.25, VI: 0.25, TU: 0.6})
ex("Deficit Deadlift (Barbell)", "deadlift", "barbell", ["Deficit Deadlift"], {}, 10)
ex("Romanian Deadlift (Barbell)", "romanian_deadlift", "barbell", ["Romanian Deadlift", "RDL", "Barbell RDL"], {}, 85)
ex("Romanian Deadlift (Dumbbell)", "romanian_deadlift", "dumbbell", ["Dumbbell Romanian Deadlift", "DB RDL", "Dumbbell RDL"], {}, 60)
ex("Single Leg Romanian Deadlift (Dumbbell)", "romanian_deadlift", "dumbbell", ["Single Leg RDL", "Single Leg Deadlift"], {"laterality": "unilateral"}, 25, w={GMED: 0.5})
ex("Stiff Leg Deadlift (Barbell)", "romanian_deadlift", "barbell", ["Stiff Leg Deadlift", "Stiff-Legged Deadlift", "SLDL"], {}, 45)
ex("Stiff Leg Deadlift (Dumbbell)", "romanian_deadlift", "dumbbell", ["Dumbbell Stiff Leg Deadlift"], {}, 25)
ex("Good Morning (Barbell)", "good_morning", "barbell", ["Good Morning", "Good Mornings"], {}, 30)
ex("Lying Leg Curl (Machine)", "leg_curl", "machine", ["Lying Leg Curl", "Prone Leg Curl", "Hamstring Curl"], {"angle": "lying"}, 75)
ex("Seated Leg Curl (Machine)", "leg_curl", "machine", ["Seated Leg Curl", "Seated Hamstring Curl", "Leg Curl"], {"angle": "seated"}, 75)
ex("Standing Leg Curl (Machine)", "leg_curl", "machine", ["Standing Leg Curl", "Single Leg Curl"], {"angle": "standing", "laterality": "unilateral"}, 30)
ex("Leg Curl (Dumbbell)", "leg_curl", "dumbbell", ["Dumbbell Leg Curl"], {"angle": "lying"}, 10)
ex("Leg Curl (Band)", "leg_curl", "band", ["Band Leg Curl"], {}, 5)
ex("Nordic Hamstring Curl", "nordic_curl", "bodyweight", ["Nordic Curl", "Nordics", "Nordic Hamstring Curl (Bodyweight)"], {}, 30)
ex("Hip Thrust (Barbell)", "hip_thrust", "barbell", ["Hip Thrust", "Barbell Hip Thrust"], {}, 80)
ex("Hip Thrust (Machine)", "hip_thrust", "machine", ["Machine Hip Thrust", "Glute Drive"], {}, 45)
ex("Hip Thrust (Smith Machine)", "hip_thrust", "smith_machine", ["Smith Machine Hip Thrust"], {}, 25)
ex("Hip Thrust (Bodyweight)", "hip_thrust", "bodyweight", ["Bodyweight Hip Thrust"], {}, 20, t="bodyweight_reps")
ex("Glute Bridge", "hip_thrust", "bodyweight", ["Glute Bridge (Bodyweight)", "Bridge"], {}, 40, t="bodyweight_reps")
ex("Glute Bridge (Barbell)", "hip_thrust", "barbell", ["Barbell Glute Bridge"], {}, 25)
ex("Single Leg Glute Bridge", "hip_thrust", "bodyweight", ["Single Leg Bridge"], {"laterality": "unilateral"}, 15, t="bodyweight_reps")
ex("Back Extension", "back_extension", "bodyweight", ["Hyperextension", "Hyperextensions", "Back Extensions", "45 Degree Back Extension", "Lower Back"], {}, 55)
ex("Back Extension (Weighted)", "back_extension", "weighted", ["Weighted Back Extension", "Weighted Hyperextension"], {}, 25, t="weighted_bodyweight")
ex("Back Extension (Machine)", "back_extension", "machine", ["Machine Back Extension", "Lower Back Machine"], {}, 25, t="weight_reps")
ex("Reverse Hyperextension", "back_extension", "machine", ["Reverse Hyper"], {}, 10, t="weight_reps", w={GMAX: 1.0, ERECT: 0.6})
ex("Glute Kickback (Machine)", "glute_kickback", "machine", ["Glute Kickback", "Machine Glute Kickback", "Hip Extension (Machine)"], {}, 45)
ex("Glute Kickback (Cable)", "glute_kickback", "cable", ["Cable Glute Kickback", "Cable Kickback (Glute)", "Hip Extension (Cable)", "Cable Hip Extension"], {}, 40)
ex("Donkey Kick", "glute_kickback", "bodyweight", ["Donkey Kicks"], {}, 15, t="bodyweight_reps")
ex("Hip Abductor (Machine)", "hip_abduction", "machine", ["Hip Abduction", "Abductor Machine", "Hip Abduction (Machine)", "Outer Thigh Machine"], {}, 60)
ex("Hip Abduction (Band)", "hip_abduction", "band", ["Banded Abduction", "Band Hip Abduction", "Clamshell"], {}, 20)
ex("Hip Abduction (Cable)", "hip_abduction", "cable", ["Cable Hip Abduction"], {}, 15)
ex("Hip Adductor (Machine)", "hip_adduction", "machine", ["Hip Adduction", "Adductor Machine", "Hip Adduction (Machine)", "Inner Thigh Machine"], {}, 55)
ex("Hip Adduction (Cable)", "hip_adduction", "cable", ["Cable Hip Adduction"], {}, 10)
ex("Copenhagen Plank", "hip_adduction", "bodyweight", ["Copenhagen Adduction"], {}, 10, t="duration", w={OBL: 0.5})
# --- Calves
ex("Standing Calf Raise (Machine)", "calf_raise", "machine", ["Standing Calf Raise", "Calf Raise Machine", "Calf Raise"], {"angle": "standing"}, 70)
ex("Standing Calf Raise (Dumbbell)", "calf_raise", "dumbbell", ["Dumbbell Calf Raise"], {"angle": "standing"}, 30)
ex("Standing Calf Raise (Smith Machine)", "calf_raise", "smith_machine", ["Smith Machine Calf Raise"], {"angle": "standing"}, 30)
ex("Standing Calf Raise (Barbell)", "calf_raise", "barbell", ["Barbell Calf Raise"], {"angle": "standing"}, 15)
ex("Standing Calf Raise (Bodyweight)", "calf_raise", "bodyweight", ["Bodyweight Calf Raise"], {"angle": "standing"}, 25, t="bodyweight_reps")
ex("Single Leg Calf Raise (Dumbbell)", "calf_raise", "dumbbell", ["Single Leg Calf Raise"], {"angle": "standing", "laterality": "unilateral"}, 20)
ex("Calf Press on Leg Press", "calf_raise", "plate_loaded", ["Leg Press Calf Raise", "Calf Press", "Calf Extension"], {}, 45)
ex("Calf Press on Seated Leg Press", "calf_raise", "machine", ["Seated Leg Press Calf Press", "Seated Leg Press Calf Raise"], {"angle": "seated"}, 20)
ex("Seated Calf Raise (Machine)", "seated_calf_raise", "machine", ["Seated Calf Raise", "Machine Seated Calf Raise"], {}, 60)
ex("Seated Calf Raise (Plate Loaded)", "seated_calf_raise", "plate_loaded", ["Plate Loaded Seated Calf Raise"], {}, 40)
ex("Seated Calf Raise (Dumbbell)", "seated_calf_raise", "dumbbell", ["Dumbbell Seated Calf Raise"], {}, 15)
ex("Donkey Calf Raise", "calf_raise", "machine", ["Donkey Calf Raise (Machine)"], {}, 10)
ex("Tibialis Raise", "calf_raise", "bodyweight", ["Tib Raise", "Tibialis Raise (Bodyweight)"], {}, 10, t="bodyweight_reps", w={GAS: 0.0, SOL: 0.0})
# --- Core
ex("Crunch", "crunch", "bodyweight", ["Crunches", "Ab Crunch", "Abdominal Crunch"], {}, 70)
ex("Crunch (Machine)", "crunch", "machine", ["Ab Crunch Machine", "Machine Crunch", "Abdominal Machine"], {}, 45, t="weight_reps")
ex("Cable Crunch", "crunch", "cable", ["Crunch (Cable)", "Kneeling Cable Crunch", "Rope Crunch"], {}, 55, t="weight_reps")
ex("Decline Crunch", "crunch", "bodyweight", ["Decline Crunches"], {}, 30)
ex("Decline Crunch (Weighted)", "crunch", "weighted", ["Weighted Decline Crunch"], {}, 10, t="weighted_bodyweight")
ex("Bicycle Crunch", "crunch", "bodyweight", ["Bicycle Crunches"], {}, 40, w={OBL: 0.8})
ex("Oblique Crunch", "crunch", "bodyweight", ["Side Crunch"], {}, 20, w={OBL: 1.0, RA: 0.5})
ex("Reverse Crunch", "crunch", "bodyweight", ["Reverse Crunches"], {}, 30, w={HF: 0.3})
ex("Sit Up", "sit_up", "bodyweight", ["Sit-Up", "Situp", "Sit Ups"], {}, 50)
ex("Sit Up (Weighted)", "sit_up", "weighted", ["Weighted Sit Up"], {}, 10, t="weighted_bodyweight")
ex("Decline Sit Up", "sit_up", "bodyweight", ["Decline Sit-Up"], {}, 25)
ex("Jackknife Sit Up", "sit_up", "bodyweight", ["Jackknife", "Jack Knife Sit Up"], {}, 15)
ex("V Up", "sit_up", "bodyweight", ["V-Up", "V Ups"], {}, 20)
ex("Toes To Bar", "leg_raise", "bodyweight", ["Toes-to-Bar", "T2B"], {}, 20)
ex("Hanging Leg Raise", "leg_raise", "bodyweight", ["Hanging Leg Raises", "Leg Raise (Hanging)"], {}, 65)
ex("Hanging Knee Raise", "leg_raise", "bodyweight", ["Knee Raise", "Hanging Knee Raises"], {}, 45, k=0.8)
ex("Knee Raise (Captain's Chair)", "leg_raise", "bodyweight", ["Captain's Chair Knee Raise", "Captains Chair", "Vertical Knee Raise"], {}, 35, k=0.8)
ex("Flat Leg Raise", "leg_raise", "bodyweight", ["Lying Leg Raise", "Leg Raise", "Leg Raises"], {}, 45)
ex("Plank", "plank", "bodyweight", ["Front Plank", "Forearm Plank", "Planks"], {}, 75)
ex("Plank (Weighted)", "plank", "weighted", ["Weighted Plank"], {}, 10)
ex("Side Plank", "side_plank", "bodyweight", ["Side Planks"], {}, 40)
ex("Russian Twist", "russian_twist", "bodyweight", ["Russian Twists"], {}, 45)
ex("Russian Twist (Weighted)", "russian_twist", "medicine_ball", ["Weighted Russian Twist", "Medicine Ball Russian Twist"], {}, 20, t="weighted_bodyweight")
ex("Ab Wheel", "ab_wheel", "ab_wheel", ["Ab Wheel Rollout", "Ab Roller", "Ab Rollout"], {}, 50)
ex("Woodchopper (Cable)", "woodchop", "cable", ["Cable Woodchop", "Woodchopper", "Wood Chop"], {}, 25)
ex("Cable Twist", "woodchop", "cable", ["Standing Cable Twist", "Cable Russian Twist"], {}, 15)
ex("Pallof Press (Cable)", "woodchop", "cable", ["Pallof Press"], {}, 20, w={OBL: 1.0, TA: 1.0, RA: 0.3})
ex("Torso Rotation (Machine)", "woodchop", "machine", ["Torso Rotation", "Rotary Torso"], {}, 20)
ex("Mountain Climber", "mountain_climber", "bodyweight", ["Mountain Climbers"], {}, 30)
ex("Dead Bug", "plank", "bodyweight", ["Deadbug", "Dead Bugs"], {}, 20, t="bodyweight_reps", k=0.7)
ex("Hollow Hold", "plank", "bodyweight", ["Hollow Body Hold"], {}, 15)
# --- Olympic and power
ex("Kettlebell Swing", "kettlebell_swing", "kettlebell", ["KB Swing", "Kettlebell Swings", "Russian Kettlebell Swing"], {}, 50)
ex("Clean (Barbell)", "clean", "barbell", ["Clean", "Squat Clean"], {}, 25)
ex("Power Clean", "clean", "barbell", ["Power Clean (Barbell)"], {}, 35)
ex("Hang Clean (Barbell)", "clean", "barbell", ["Hang Clean", "Hang Power Clean"], {}, 20)
ex("Clean and Jerk (Barbell)", "clean", "barbell", ["Clean and Jerk", "Clean & Jerk"], {}, 20, w={DA: 0.6, TRLAT: 0.3, TRM: 0.3})
ex("Snatch (Barbell)", "snatch", "barbell", ["Snatch", "Power Snatch"], {}, 20)
ex("Thruster (Barbell)", "thruster", "barbell", ["Thruster", "Barbell Thruster"], {}, 20)
ex("Thruster (Dumbbell)", "thruster", "dumbbell", ["Dumbbell Thruster"], {}, 15)
ex("Thruster (Kettlebell)", "thruster", "kettlebell", ["Kettlebell Thruster"], {}, 10)
# --- Carries, conditioning, cardio
ex("Dead Hang", "dead_hang", "bodyweight", ["Bar Hang", "Passive Hang"], {}, 25, t="duration")
ex("Farmer's Walk", "carry", "dumbbell", ["Farmers Walk", "Farmer's Carry", "Farmers Carry", "Farmer Walk"], {}, 40)
ex("Kettlebell Carry", "carry", "kettlebell", ["Kettlebell Farmer's Walk", "Suitcase Carry"], {}, 20)
ex("Trap Bar Carry", "carry", "trap_bar", ["Trap Bar Farmer's Walk"], {}, 10)
ex("Sled Push", "sled_push", "sled", ["Prowler Push", "Sled Push (Sled)"], {}, 20)
ex("Sled Pull", "sled_push", "sled", ["Sled Drag"], {}, 10, w={BF: 0.5, STM: 0.5})
ex("Burpee", "burpee", "bodyweight", ["Burpees"], {}, 35)
ex("Box Jump", "box_jump", "bodyweight", ["Box Jumps"], {}, 30)
ex("Battle Ropes", "battle_ropes", "none", ["Battle Rope", "Rope Waves"], {}, 15)
ex("Jump Rope", "jump_rope", "jump_rope", ["Skipping", "Jumping Rope", "Skip Rope"], {}, 35)
ex("Running", "running", "none", ["Run", "Outdoor Run", "Jogging"], {}, 70)
ex("Running (Treadmill)", "running", "treadmill", ["Treadmill", "Treadmill Run"], {}, 60)
ex("Walking", "walking", "none", ["Walk", "Walking (Treadmill)"], {}, 45)
ex("Cycling", "cycling", "none", ["Bike", "Outdoor Cycling", "Biking"], {}, 50)
ex("Cycling (Indoor)", "cycling", "stationary_bike", ["Stationary Bike", "Spin Bike", "Exercise Bike", "Indoor Cycling"], {}, 50)
ex("Rowing (Machine)", "rowing", "rowing_machine", ["Rowing Machine", "Rower", "Erg", "Indoor Rowing", "Ergometer"], {}, 50)
ex("Elliptical Trainer", "elliptical", "elliptical", ["Elliptical", "Cross Trainer"], {}, 40)
ex("Stair Climber", "stair_climbing", "stair_climber", ["Stairmaster", "Stair Machine", "StairMaster"], {}, 35)
ex("Swimming", "swimming", "none", ["Swim", "Lap Swimming"], {}, 30)


# --- From the public-domain free-exercise-db (scripts/presets/free-exercise-db.json,
# a trimmed copy of yuhonas/free-exercise-db, Unlicense): the strength,
# powerlifting, olympic and strongman exercises the list above lacks. One
# rule sets their muscle weights: each primary muscle 1.0 and each secondary
# 0.5, spread over the heads this taxonomy has for that muscle (FXDB_MUSCLES).
# Names get the same care as the presets: "Dumbbell Side Bend" becomes
# "Side Bend (Dumbbell)" with the original as an alias; one that names a lift
# above or a variation of one (it contains that lift's name: "Box Squat with
# Chains") is left out, since an import or a log makes it a variation of
# that lift when someone uses it.
FXDB_RULE = "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
FXDB_CATEGORIES = {"strength", "powerlifting", "olympic weightlifting", "strongman"}
FXDB_MUSCLES = {
    "abdominals": [RA, TA], "abductors": [GMED], "adductors": [ADD], "biceps": [BI, BRA],
    "calves": [GAS, SOL], "chest": [PEC_S, PEC_C], "forearms": [BRR, WF, WE], "glutes": [GMAX],
    "hamstrings": [BF, STM], "lats": [LATS, TERES], "lower back": [ERECT], "middle back": [RHOM, TM],
    "neck": [TU], "quadriceps": [RF, VL, VM, VI], "shoulders": [DA, DL, DP], "traps": [TU, TM],
    "triceps": [TRL, TRLAT, TRM],
}
FXDB_EQUIPMENT = {
    "barbell": ("barbell", "Barbell"), "dumbbell": ("dumbbell", "Dumbbell"), "cable": ("cable", "Cable"),
    "machine": ("machine", "Machine"), "kettlebells": ("kettlebell", "Kettlebell"), "bands": ("band", "Band"),
    "e-z curl bar": ("ez_bar", "EZ Bar"), "medicine ball": ("medicine_ball", "Medicine Ball"),
    "body only": ("bodyweight", None), "exercise ball": ("none", None), "foam roll": ("none", None),
    "other": ("none", None), None: ("none", None),
}
# The movement an exercise with no movement of the list above in its name
# belongs to: one per primary muscle, with that muscle's weights.
FXDB_MOVEMENT_CATEGORY = {
    "abdominals": "core", "abductors": "legs", "adductors": "legs", "biceps": "pull", "calves": "legs",
    "chest": "push", "forearms": "pull", "glutes": "legs", "hamstrings": "legs", "lats": "pull",
    "lower back": "legs", "middle back": "pull", "neck": "pull", "quadriceps": "legs", "shoulders": "push",
    "traps": "pull", "triceps": "push",
}
# As ExerciseMatcher.words and Variation in the Swift code: how names are
# compared.
ABBREVIATIONS = {
    "db": "dumbbell", "dbs": "dumbbell", "bb": "barbell", "kb": "kettlebell", "bw": "bodyweight",
    "ohp": "overhead press", "rdl": "romanian deadlift", "sldl": "stiff leg deadlift",
    "pullup": "pull up", "pushup": "push up", "chinup": "chin up", "situp": "sit up",
    "flye": "fly", "flyes": "fly", "flies": "fly", "biceps": "bicep", "triceps": "tricep", "pressdown": "pushdown",
}


def words(text):
    out = []
    for w in re.split(r"[^a-z0-9]+", text.lower().replace("'", "")):
        if not w:
            continue
        if w in ABBREVIATIONS:
            out += ABBREVIATIONS[w].split()
            continue
        if len(w) > 3 and w.endswith("s") and not w.endswith("ss") and not w.endswith("us"):
            w = next((w[:-2] for suf in ("ches", "shes", "sses", "xes") if w.endswith(suf)), w[:-1])
        out += ABBREVIATIONS.get(w, w).split()
    return out


# The words of Variation's phrases (Sources/WorkoutCore/ExerciseLibrary/Variation.swift).
VARIATION_WORDS = {"pause", "paused", "pin", "practice", "tempo", "deficit", "box", "atg", "sumo", "close", "narrow",
                   "wide", "neutral", "overhand", "pronated", "underhand", "supinated", "single", "one", "unilateral",
                   "seated", "sitting", "standing", "incline", "decline", "lying", "prone", "kneeling", "partial",
                   "half", "quarter", "eccentric", "negative", "isometric", "speed", "chain", "board", "cheat"}


def fxdb_weights(entry):
    weights = {}
    for level, k in (("secondaryMuscles", 0.5), ("primaryMuscles", 1.0)):
        for muscle in entry[level] or []:
            for mid in FXDB_MUSCLES.get(muscle, []):
                weights[mid] = max(weights.get(mid, 0), k)
    return weights


def singular_name(name):
    """The name with its last word singular, as the presets are named: "Shrugs" → "Shrug"."""
    head, _, last = name.rpartition(" ")
    if len(last) > 3 and last.endswith("s") and not last.endswith(("ss", "us", "'s")):
        last = next((last[:-2] for suf in ("ches", "shes", "sses", "xes") if last.endswith(suf)), last[:-1])
    return (head + " " + last).strip()


def fxdb_name(entry):
    """Strong's "Movement (Equipment)" form of a free-exercise-db name, and the equipment id."""
    name = singular_name(entry["name"].strip())
    eq, label = FXDB_EQUIPMENT.get(entry["equipment"], ("none", None))
    if re.search(r"\bsmith machine\b", name, re.I):
        eq, label = "smith_machine", "Smith Machine"
    if label:
        pattern = {"EZ Bar": r"\be-?z[- ]?(curl )?bar\b", "Kettlebell": r"\bkettlebells?\b",
                   "Band": r"\bbands?\b", "Smith Machine": r"\bsmith machine\b"}.get(label, r"\b%s\b" % label)
        bare = re.sub(r"\s+", " ", re.sub(pattern, " ", name, flags=re.I)).strip(" -,")
        bare = re.sub(r"(\s*-)?\s+(with|on)$", "", bare, flags=re.I)
        if bare and bare.lower() not in ("with", "on"):
            name = f"{bare} ({label})"
    return name, eq


def from_free_exercise_db():
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "free-exercise-db.json")) as f:
        entries = json.load(f)
    known = set()
    phrases = []
    for (name, movement, eq, aliases, dims, pop, typ, rest, k, over) in E:
        for text in [name] + list(aliases):
            w = words(text)
            known.add(" ".join(sorted(w)))
            if len(set(w)) >= 2:
                phrases.append(set(w))
    movement_words = sorted(((set(words(m[1])), m[0]) for m in MOVEMENTS), key=lambda x: -len(x[0]))
    added = []
    for entry in sorted(entries, key=lambda e: e["name"]):
        if entry["category"] not in FXDB_CATEGORIES or not entry["primaryMuscles"]:
            continue
        name, eq = fxdb_name(entry)
        texts = [entry["name"], name]
        ws = [set(words(t)) for t in texts]
        if any(" ".join(sorted(words(t))) in known for t in texts):
            continue
        if any(p <= w for p in phrases for w in ws):
            continue
        mv = next((mid for mw, mid in movement_words if mw <= ws[0]), None)
        if mv is not None and VARIATION_WORDS & ws[0]:
            continue
        if mv is None:
            mv = "other_" + entry["primaryMuscles"][0].replace(" ", "_")
        typ = "bodyweight_reps" if entry["equipment"] == "body only" else "weight_reps"
        aliases = [entry["name"]] if entry["name"] != name else []
        added.append((name, mv, eq, aliases, {}, 5, typ, None, None, fxdb_weights(entry)))
        for t in texts:
            known.add(" ".join(sorted(words(t))))
    return added


def fxdb_movements():
    """The movements per primary muscle that free-exercise-db exercises
    without a movement of their own belong to."""
    out = []
    for muscle, category in sorted(FXDB_MOVEMENT_CATEGORY.items()):
        weights = {mid: 1.0 for mid in FXDB_MUSCLES[muscle]}
        out.append(("other_" + muscle.replace(" ", "_"), "Other " + muscle.title(), category, "other", "weight_reps", 90, {}, weights))
    return out


def slug(name):
    s = name.lower().replace("'", "").replace("&", "and")
    return re.sub(r"[^a-z0-9]+", "_", s).strip("_")


def build():
    groups = {g for g, _, _ in GROUPS}
    muscles = {mid for mid, _, _ in MUSCLES}
    movements = {}
    for (mid, name, cat, sub, typ, rest, dims, weights) in MOVEMENTS + fxdb_movements():
        movements[mid] = {"id": mid, "name": name, "category": cat, "subcategory": sub, "type": typ,
                          "rest_s": rest, "dimensions": dims, "muscles": weights,
                          "sources": [FXDB, ANAT] if weights else []}
    equipment = {eid for eid, _, _ in EQUIPMENT}
    exercises = []
    listed = [(entry, False) for entry in E] + [(entry, True) for entry in from_free_exercise_db()]
    for (name, movement, eq, aliases, dims, pop, typ, rest, k, over), from_fxdb in listed:
        mv = movements[movement]
        assert eq in equipment, (name, eq)
        weights = {} if from_fxdb else dict(mv["muscles"])
        if k is not None:
            weights = scaled(weights, k)
        if over:
            weights.update(over)
        weights = {key: v for key, v in weights.items() if v > 0}
        exercises.append({
            "id": slug(name), "name": name, "aliases": aliases, "movement": movement, "equipment": eq,
            "dimensions": dims, "type": typ or mv["type"], "rest_s": rest if rest is not None else mv["rest_s"],
            "popularity": pop, "muscles": weights,
            "sources": [FXDB_RULE] if from_fxdb else
                       mv["sources"] + (["per-exercise adjustment of the movement's weights (editorial)"] if (k or over) else []),
        })
    ids = [e["id"] for e in exercises]
    assert len(ids) == len(set(ids)), [i for i in ids if ids.count(i) > 1]
    return {
        "version": VERSION,
        "groups": [{"id": g, "name": n, **({"landmarks": {"mev": lm[0], "mav": lm[1], "mrv": lm[2]}} if lm else {})}
                   for g, n, lm in GROUPS],
        "muscles": [{"id": i, "name": n, "group": g, **({"landmarks": MUSCLE_LANDMARKS[i]} if i in MUSCLE_LANDMARKS else {})}
                    for i, n, g in MUSCLES],
        "equipment": [{"id": i, "name": n, "category": c} for i, n, c in EQUIPMENT],
        "movements": list(movements.values()),
        "exercises": exercises,
    }


if __name__ == "__main__":
    catalog = build()
    here = os.path.dirname(os.path.abspath(__file__))
    out = os.path.join(here, "..", "..", "Sources", "WorkoutCore", "Resources", "presets.json")
    text = json.dumps(catalog, indent=1, ensure_ascii=False) + "\n"
    with open(out, "w") as f:
        f.write(text)
    assert '"#' not in text
    print(f"{len(catalog['exercises'])} exercises, {len(catalog['movements'])} movements, "
          f"{len(catalog['equipment'])} equipment, {len(catalog['muscles'])} muscles, {len(catalog['groups'])} groups")
