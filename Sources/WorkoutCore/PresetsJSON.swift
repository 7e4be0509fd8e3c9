// Written by scripts/presets/catalog.py from the same data as Resources/presets.json. Do not edit.
let presetsJSON = #"""
{
 "version": 3,
 "groups": [
  {
   "id": "chest",
   "name": "Chest",
   "landmarks": {
    "mev": 6,
    "mav": 16,
    "mrv": 22
   }
  },
  {
   "id": "back",
   "name": "Back",
   "landmarks": {
    "mev": 8,
    "mav": 18,
    "mrv": 25
   }
  },
  {
   "id": "shoulders",
   "name": "Shoulders",
   "landmarks": {
    "mev": 8,
    "mav": 19,
    "mrv": 26
   }
  },
  {
   "id": "biceps",
   "name": "Biceps",
   "landmarks": {
    "mev": 8,
    "mav": 17,
    "mrv": 26
   }
  },
  {
   "id": "triceps",
   "name": "Triceps",
   "landmarks": {
    "mev": 6,
    "mav": 12,
    "mrv": 18
   }
  },
  {
   "id": "forearms",
   "name": "Forearms",
   "landmarks": {
    "mev": 2,
    "mav": 10,
    "mrv": 20
   }
  },
  {
   "id": "core",
   "name": "Core",
   "landmarks": {
    "mev": 0,
    "mav": 16,
    "mrv": 25
   }
  },
  {
   "id": "quads",
   "name": "Quads",
   "landmarks": {
    "mev": 8,
    "mav": 15,
    "mrv": 20
   }
  },
  {
   "id": "hamstrings",
   "name": "Hamstrings",
   "landmarks": {
    "mev": 6,
    "mav": 13,
    "mrv": 20
   }
  },
  {
   "id": "glutes",
   "name": "Glutes",
   "landmarks": {
    "mev": 0,
    "mav": 8,
    "mrv": 16
   }
  },
  {
   "id": "calves",
   "name": "Calves",
   "landmarks": {
    "mev": 8,
    "mav": 14,
    "mrv": 20
   }
  },
  {
   "id": "hips",
   "name": "Hip adductors & flexors",
   "landmarks": {
    "mev": 0,
    "mav": 8,
    "mrv": 16
   }
  }
 ],
 "muscles": [
  {
   "id": "pectoralis_major_clavicular",
   "name": "Pectoralis major, clavicular head",
   "group": "chest"
  },
  {
   "id": "pectoralis_major_sternal",
   "name": "Pectoralis major, sternal head",
   "group": "chest"
  },
  {
   "id": "serratus_anterior",
   "name": "Serratus anterior",
   "group": "chest"
  },
  {
   "id": "latissimus_dorsi",
   "name": "Latissimus dorsi",
   "group": "back"
  },
  {
   "id": "teres_major",
   "name": "Teres major",
   "group": "back"
  },
  {
   "id": "trapezius_upper",
   "name": "Trapezius, upper",
   "group": "back"
  },
  {
   "id": "trapezius_middle",
   "name": "Trapezius, middle",
   "group": "back"
  },
  {
   "id": "trapezius_lower",
   "name": "Trapezius, lower",
   "group": "back"
  },
  {
   "id": "rhomboids",
   "name": "Rhomboids",
   "group": "back"
  },
  {
   "id": "erector_spinae",
   "name": "Erector spinae",
   "group": "back"
  },
  {
   "id": "deltoid_anterior",
   "name": "Deltoid, anterior",
   "group": "shoulders"
  },
  {
   "id": "deltoid_lateral",
   "name": "Deltoid, lateral",
   "group": "shoulders"
  },
  {
   "id": "deltoid_posterior",
   "name": "Deltoid, posterior",
   "group": "shoulders"
  },
  {
   "id": "rotator_cuff",
   "name": "Rotator cuff",
   "group": "shoulders"
  },
  {
   "id": "biceps_brachii",
   "name": "Biceps brachii",
   "group": "biceps"
  },
  {
   "id": "brachialis",
   "name": "Brachialis",
   "group": "biceps"
  },
  {
   "id": "triceps_brachii_long",
   "name": "Triceps brachii, long head",
   "group": "triceps"
  },
  {
   "id": "triceps_brachii_lateral",
   "name": "Triceps brachii, lateral head",
   "group": "triceps"
  },
  {
   "id": "triceps_brachii_medial",
   "name": "Triceps brachii, medial head",
   "group": "triceps"
  },
  {
   "id": "brachioradialis",
   "name": "Brachioradialis",
   "group": "forearms"
  },
  {
   "id": "wrist_flexors",
   "name": "Wrist flexors",
   "group": "forearms"
  },
  {
   "id": "wrist_extensors",
   "name": "Wrist extensors",
   "group": "forearms"
  },
  {
   "id": "rectus_abdominis",
   "name": "Rectus abdominis",
   "group": "core"
  },
  {
   "id": "obliques",
   "name": "Obliques",
   "group": "core"
  },
  {
   "id": "transversus_abdominis",
   "name": "Transversus abdominis",
   "group": "core"
  },
  {
   "id": "rectus_femoris",
   "name": "Rectus femoris",
   "group": "quads"
  },
  {
   "id": "vastus_lateralis",
   "name": "Vastus lateralis",
   "group": "quads"
  },
  {
   "id": "vastus_medialis",
   "name": "Vastus medialis",
   "group": "quads"
  },
  {
   "id": "vastus_intermedius",
   "name": "Vastus intermedius",
   "group": "quads"
  },
  {
   "id": "biceps_femoris",
   "name": "Biceps femoris",
   "group": "hamstrings"
  },
  {
   "id": "semitendinosus_semimembranosus",
   "name": "Semitendinosus & semimembranosus",
   "group": "hamstrings"
  },
  {
   "id": "gluteus_maximus",
   "name": "Gluteus maximus",
   "group": "glutes"
  },
  {
   "id": "gluteus_medius",
   "name": "Gluteus medius & minimus",
   "group": "glutes"
  },
  {
   "id": "gastrocnemius",
   "name": "Gastrocnemius",
   "group": "calves"
  },
  {
   "id": "soleus",
   "name": "Soleus",
   "group": "calves"
  },
  {
   "id": "hip_adductors",
   "name": "Hip adductors",
   "group": "hips"
  },
  {
   "id": "hip_flexors",
   "name": "Hip flexors (iliopsoas)",
   "group": "hips"
  }
 ],
 "equipment": [
  {
   "id": "barbell",
   "name": "Barbell",
   "category": "free_weight"
  },
  {
   "id": "ez_bar",
   "name": "EZ Bar",
   "category": "free_weight"
  },
  {
   "id": "trap_bar",
   "name": "Trap Bar",
   "category": "free_weight"
  },
  {
   "id": "dumbbell",
   "name": "Dumbbell",
   "category": "free_weight"
  },
  {
   "id": "kettlebell",
   "name": "Kettlebell",
   "category": "free_weight"
  },
  {
   "id": "plate",
   "name": "Plate",
   "category": "free_weight"
  },
  {
   "id": "landmine",
   "name": "Landmine",
   "category": "free_weight"
  },
  {
   "id": "medicine_ball",
   "name": "Medicine Ball",
   "category": "free_weight"
  },
  {
   "id": "cable",
   "name": "Cable",
   "category": "cable"
  },
  {
   "id": "machine",
   "name": "Machine",
   "category": "machine"
  },
  {
   "id": "plate_loaded",
   "name": "Plate Loaded",
   "category": "machine"
  },
  {
   "id": "smith_machine",
   "name": "Smith Machine",
   "category": "machine"
  },
  {
   "id": "assisted_machine",
   "name": "Assisted",
   "category": "machine"
  },
  {
   "id": "bodyweight",
   "name": "Bodyweight",
   "category": "bodyweight"
  },
  {
   "id": "weighted",
   "name": "Weighted",
   "category": "bodyweight"
  },
  {
   "id": "band",
   "name": "Band",
   "category": "accessory"
  },
  {
   "id": "suspension",
   "name": "Suspension Trainer",
   "category": "accessory"
  },
  {
   "id": "ab_wheel",
   "name": "Ab Wheel",
   "category": "accessory"
  },
  {
   "id": "sled",
   "name": "Sled",
   "category": "accessory"
  },
  {
   "id": "jump_rope",
   "name": "Jump Rope",
   "category": "accessory"
  },
  {
   "id": "treadmill",
   "name": "Treadmill",
   "category": "cardio_machine"
  },
  {
   "id": "stationary_bike",
   "name": "Stationary Bike",
   "category": "cardio_machine"
  },
  {
   "id": "rowing_machine",
   "name": "Rowing Machine",
   "category": "cardio_machine"
  },
  {
   "id": "elliptical",
   "name": "Elliptical",
   "category": "cardio_machine"
  },
  {
   "id": "stair_climber",
   "name": "Stair Climber",
   "category": "cardio_machine"
  },
  {
   "id": "none",
   "name": "None",
   "category": "bodyweight"
  }
 ],
 "movements": [
  {
   "id": "bench_press",
   "name": "Bench Press",
   "category": "push",
   "subcategory": "horizontal_press",
   "type": "weight_reps",
   "rest_s": 180,
   "dimensions": {
    "angle": [
     "flat",
     "incline",
     "decline"
    ],
    "grip_width": [
     "close",
     "standard",
     "wide"
    ],
    "laterality": [
     "bilateral",
     "unilateral"
    ]
   },
   "muscles": {
    "pectoralis_major_sternal": 1.0,
    "pectoralis_major_clavicular": 0.5,
    "deltoid_anterior": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "triceps_brachii_long": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "incline_bench_press",
   "name": "Incline Bench Press",
   "category": "push",
   "subcategory": "horizontal_press",
   "type": "weight_reps",
   "rest_s": 180,
   "dimensions": {
    "angle": [
     "incline"
    ],
    "grip_width": [
     "close",
     "standard",
     "wide"
    ],
    "laterality": [
     "bilateral",
     "unilateral"
    ]
   },
   "muscles": {
    "pectoralis_major_clavicular": 1.0,
    "pectoralis_major_sternal": 0.5,
    "deltoid_anterior": 0.6,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "triceps_brachii_long": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "decline_bench_press",
   "name": "Decline Bench Press",
   "category": "push",
   "subcategory": "horizontal_press",
   "type": "weight_reps",
   "rest_s": 180,
   "dimensions": {
    "angle": [
     "decline"
    ],
    "grip_width": [
     "close",
     "standard",
     "wide"
    ]
   },
   "muscles": {
    "pectoralis_major_sternal": 1.0,
    "pectoralis_major_clavicular": 0.3,
    "deltoid_anterior": 0.3,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "triceps_brachii_long": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "chest_press",
   "name": "Chest Press",
   "category": "push",
   "subcategory": "horizontal_press",
   "type": "weight_reps",
   "rest_s": 120,
   "dimensions": {
    "angle": [
     "flat",
     "incline",
     "decline"
    ],
    "laterality": [
     "bilateral",
     "unilateral"
    ]
   },
   "muscles": {
    "pectoralis_major_sternal": 1.0,
    "pectoralis_major_clavicular": 0.5,
    "deltoid_anterior": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "triceps_brachii_long": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "chest_fly",
   "name": "Chest Fly",
   "category": "push",
   "subcategory": "fly",
   "type": "weight_reps",
   "rest_s": 90,
   "dimensions": {
    "angle": [
     "flat",
     "incline",
     "decline"
    ]
   },
   "muscles": {
    "pectoralis_major_sternal": 1.0,
    "pectoralis_major_clavicular": 0.6,
    "deltoid_anterior": 0.3,
    "serratus_anterior": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "push_up",
   "name": "Push Up",
   "category": "push",
   "subcategory": "horizontal_press",
   "type": "bodyweight_reps",
   "rest_s": 90,
   "dimensions": {
    "angle": [
     "flat",
     "incline",
     "decline"
    ],
    "grip_width": [
     "close",
     "standard",
     "wide"
    ]
   },
   "muscles": {
    "pectoralis_major_sternal": 1.0,
    "pectoralis_major_clavicular": 0.5,
    "deltoid_anterior": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "triceps_brachii_long": 0.25,
    "serratus_anterior": 0.3,
    "rectus_abdominis": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "dip",
   "name": "Dip",
   "category": "push",
   "subcategory": "vertical_press",
   "type": "bodyweight_reps",
   "rest_s": 120,
   "dimensions": {},
   "muscles": {
    "pectoralis_major_sternal": 0.8,
    "pectoralis_major_clavicular": 0.3,
    "deltoid_anterior": 0.5,
    "triceps_brachii_lateral": 1.0,
    "triceps_brachii_medial": 1.0,
    "triceps_brachii_long": 0.6
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "overhead_press",
   "name": "Overhead Press",
   "category": "push",
   "subcategory": "vertical_press",
   "type": "weight_reps",
   "rest_s": 180,
   "dimensions": {
    "grip_width": [
     "close",
     "standard",
     "wide"
    ],
    "laterality": [
     "bilateral",
     "unilateral"
    ]
   },
   "muscles": {
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 0.5,
    "pectoralis_major_clavicular": 0.3,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "triceps_brachii_long": 0.3,
    "trapezius_upper": 0.3,
    "serratus_anterior": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "lateral_raise",
   "name": "Lateral Raise",
   "category": "push",
   "subcategory": "shoulder_isolation",
   "type": "weight_reps",
   "rest_s": 60,
   "dimensions": {
    "laterality": [
     "bilateral",
     "unilateral"
    ]
   },
   "muscles": {
    "deltoid_lateral": 1.0,
    "deltoid_anterior": 0.25,
    "trapezius_upper": 0.3,
    "serratus_anterior": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "front_raise",
   "name": "Front Raise",
   "category": "push",
   "subcategory": "shoulder_isolation",
   "type": "weight_reps",
   "rest_s": 60,
   "dimensions": {
    "laterality": [
     "bilateral",
     "unilateral"
    ]
   },
   "muscles": {
    "deltoid_anterior": 1.0,
    "pectoralis_major_clavicular": 0.3,
    "deltoid_lateral": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "upright_row",
   "name": "Upright Row",
   "category": "pull",
   "subcategory": "vertical_pull",
   "type": "weight_reps",
   "rest_s": 90,
   "dimensions": {
    "grip_width": [
     "close",
     "standard",
     "wide"
    ]
   },
   "muscles": {
    "deltoid_lateral": 1.0,
    "trapezius_upper": 1.0,
    "deltoid_anterior": 0.5,
    "biceps_brachii": 0.25,
    "brachialis": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "triceps_extension",
   "name": "Triceps Extension",
   "category": "push",
   "subcategory": "arm_isolation",
   "type": "weight_reps",
   "rest_s": 90,
   "dimensions": {
    "angle": [
     "overhead",
     "lying"
    ],
    "laterality": [
     "bilateral",
     "unilateral"
    ]
   },
   "muscles": {
    "triceps_brachii_long": 1.0,
    "triceps_brachii_lateral": 0.7,
    "triceps_brachii_medial": 0.7
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "triceps_pushdown",
   "name": "Triceps Pushdown",
   "category": "push",
   "subcategory": "arm_isolation",
   "type": "weight_reps",
   "rest_s": 60,
   "dimensions": {
    "grip_orientation": [
     "pronated",
     "supinated",
     "neutral"
    ]
   },
   "muscles": {
    "triceps_brachii_lateral": 1.0,
    "triceps_brachii_medial": 1.0,
    "triceps_brachii_long": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "pull_up",
   "name": "Pull Up",
   "category": "pull",
   "subcategory": "vertical_pull",
   "type": "bodyweight_reps",
   "rest_s": 150,
   "dimensions": {
    "grip_width": [
     "close",
     "standard",
     "wide"
    ],
    "grip_orientation": [
     "pronated",
     "supinated",
     "neutral"
    ]
   },
   "muscles": {
    "latissimus_dorsi": 1.0,
    "teres_major": 0.5,
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "brachioradialis": 0.3,
    "rhomboids": 0.3,
    "trapezius_lower": 0.3,
    "deltoid_posterior": 0.25,
    "rectus_abdominis": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "chin_up",
   "name": "Chin Up",
   "category": "pull",
   "subcategory": "vertical_pull",
   "type": "bodyweight_reps",
   "rest_s": 150,
   "dimensions": {
    "grip_width": [
     "close",
     "standard",
     "wide"
    ],
    "grip_orientation": [
     "supinated"
    ]
   },
   "muscles": {
    "latissimus_dorsi": 1.0,
    "teres_major": 0.5,
    "biceps_brachii": 0.8,
    "brachialis": 0.5,
    "brachioradialis": 0.3,
    "rhomboids": 0.3,
    "trapezius_lower": 0.3,
    "rectus_abdominis": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "lat_pulldown",
   "name": "Lat Pulldown",
   "category": "pull",
   "subcategory": "vertical_pull",
   "type": "weight_reps",
   "rest_s": 120,
   "dimensions": {
    "grip_width": [
     "close",
     "standard",
     "wide"
    ],
    "grip_orientation": [
     "pronated",
     "supinated",
     "neutral"
    ],
    "laterality": [
     "bilateral",
     "unilateral"
    ]
   },
   "muscles": {
    "latissimus_dorsi": 1.0,
    "teres_major": 0.5,
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "brachioradialis": 0.3,
    "rhomboids": 0.3,
    "trapezius_lower": 0.3,
    "deltoid_posterior": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "row",
   "name": "Row",
   "category": "pull",
   "subcategory": "horizontal_pull",
   "type": "weight_reps",
   "rest_s": 120,
   "dimensions": {
    "grip_width": [
     "close",
     "standard",
     "wide"
    ],
    "grip_orientation": [
     "pronated",
     "supinated",
     "neutral"
    ],
    "laterality": [
     "bilateral",
     "unilateral"
    ]
   },
   "muscles": {
    "latissimus_dorsi": 0.8,
    "rhomboids": 1.0,
    "trapezius_middle": 1.0,
    "trapezius_lower": 0.5,
    "deltoid_posterior": 0.5,
    "teres_major": 0.5,
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "brachioradialis": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "bent_over_row",
   "name": "Bent Over Row",
   "category": "pull",
   "subcategory": "horizontal_pull",
   "type": "weight_reps",
   "rest_s": 150,
   "dimensions": {
    "grip_width": [
     "close",
     "standard",
     "wide"
    ],
    "grip_orientation": [
     "pronated",
     "supinated",
     "neutral"
    ],
    "laterality": [
     "bilateral",
     "unilateral"
    ]
   },
   "muscles": {
    "latissimus_dorsi": 0.8,
    "rhomboids": 1.0,
    "trapezius_middle": 1.0,
    "trapezius_lower": 0.5,
    "deltoid_posterior": 0.5,
    "teres_major": 0.5,
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "erector_spinae": 0.5,
    "biceps_femoris": 0.25,
    "gluteus_maximus": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "inverted_row",
   "name": "Inverted Row",
   "category": "pull",
   "subcategory": "horizontal_pull",
   "type": "bodyweight_reps",
   "rest_s": 90,
   "dimensions": {
    "grip_width": [
     "close",
     "standard",
     "wide"
    ]
   },
   "muscles": {
    "latissimus_dorsi": 0.8,
    "rhomboids": 1.0,
    "trapezius_middle": 1.0,
    "deltoid_posterior": 0.5,
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "rectus_abdominis": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "reverse_fly",
   "name": "Reverse Fly",
   "category": "pull",
   "subcategory": "shoulder_isolation",
   "type": "weight_reps",
   "rest_s": 60,
   "dimensions": {
    "laterality": [
     "bilateral",
     "unilateral"
    ]
   },
   "muscles": {
    "deltoid_posterior": 1.0,
    "rhomboids": 0.5,
    "trapezius_middle": 0.5,
    "rotator_cuff": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "face_pull",
   "name": "Face Pull",
   "category": "pull",
   "subcategory": "shoulder_isolation",
   "type": "weight_reps",
   "rest_s": 60,
   "dimensions": {},
   "muscles": {
    "deltoid_posterior": 1.0,
    "rotator_cuff": 0.8,
    "rhomboids": 0.5,
    "trapezius_middle": 0.5,
    "trapezius_lower": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "shrug",
   "name": "Shrug",
   "category": "pull",
   "subcategory": "shoulder_isolation",
   "type": "weight_reps",
   "rest_s": 90,
   "dimensions": {},
   "muscles": {
    "trapezius_upper": 1.0,
    "trapezius_middle": 0.5,
    "wrist_flexors": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "pullover",
   "name": "Pullover",
   "category": "pull",
   "subcategory": "vertical_pull",
   "type": "weight_reps",
   "rest_s": 90,
   "dimensions": {},
   "muscles": {
    "latissimus_dorsi": 1.0,
    "teres_major": 0.5,
    "pectoralis_major_sternal": 0.5,
    "triceps_brachii_long": 0.3,
    "serratus_anterior": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "straight_arm_pulldown",
   "name": "Straight Arm Pulldown",
   "category": "pull",
   "subcategory": "vertical_pull",
   "type": "weight_reps",
   "rest_s": 60,
   "dimensions": {},
   "muscles": {
    "latissimus_dorsi": 1.0,
    "teres_major": 0.6,
    "triceps_brachii_long": 0.3,
    "rectus_abdominis": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "biceps_curl",
   "name": "Bicep Curl",
   "category": "pull",
   "subcategory": "arm_isolation",
   "type": "weight_reps",
   "rest_s": 60,
   "dimensions": {
    "grip_orientation": [
     "pronated",
     "supinated",
     "neutral"
    ],
    "angle": [
     "standing",
     "incline",
     "preacher"
    ],
    "laterality": [
     "bilateral",
     "unilateral"
    ]
   },
   "muscles": {
    "biceps_brachii": 1.0,
    "brachialis": 0.5,
    "brachioradialis": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "hammer_curl",
   "name": "Hammer Curl",
   "category": "pull",
   "subcategory": "arm_isolation",
   "type": "weight_reps",
   "rest_s": 60,
   "dimensions": {
    "laterality": [
     "bilateral",
     "unilateral"
    ]
   },
   "muscles": {
    "brachialis": 1.0,
    "brachioradialis": 1.0,
    "biceps_brachii": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "reverse_curl",
   "name": "Reverse Curl",
   "category": "pull",
   "subcategory": "arm_isolation",
   "type": "weight_reps",
   "rest_s": 60,
   "dimensions": {},
   "muscles": {
    "brachioradialis": 1.0,
    "brachialis": 1.0,
    "wrist_extensors": 0.5,
    "biceps_brachii": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "wrist_curl",
   "name": "Wrist Curl",
   "category": "pull",
   "subcategory": "forearm_isolation",
   "type": "weight_reps",
   "rest_s": 45,
   "dimensions": {
    "grip_orientation": [
     "supinated",
     "pronated"
    ]
   },
   "muscles": {
    "wrist_flexors": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "squat",
   "name": "Squat",
   "category": "legs",
   "subcategory": "squat",
   "type": "weight_reps",
   "rest_s": 180,
   "dimensions": {
    "stance": [
     "narrow",
     "standard",
     "wide",
     "sumo",
     "split"
    ],
    "laterality": [
     "bilateral",
     "unilateral"
    ]
   },
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "rectus_femoris": 0.5,
    "gluteus_maximus": 1.0,
    "hip_adductors": 0.5,
    "erector_spinae": 0.3,
    "gluteus_medius": 0.25,
    "soleus": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "front_squat",
   "name": "Front Squat",
   "category": "legs",
   "subcategory": "squat",
   "type": "weight_reps",
   "rest_s": 180,
   "dimensions": {
    "stance": [
     "narrow",
     "standard",
     "wide",
     "sumo",
     "split"
    ]
   },
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "rectus_femoris": 0.5,
    "gluteus_maximus": 0.8,
    "hip_adductors": 0.5,
    "erector_spinae": 0.3,
    "rectus_abdominis": 0.25,
    "trapezius_upper": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "leg_press",
   "name": "Leg Press",
   "category": "legs",
   "subcategory": "squat",
   "type": "weight_reps",
   "rest_s": 150,
   "dimensions": {
    "stance": [
     "narrow",
     "standard",
     "wide",
     "sumo",
     "split"
    ],
    "laterality": [
     "bilateral",
     "unilateral"
    ]
   },
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "rectus_femoris": 0.5,
    "gluteus_maximus": 0.5,
    "hip_adductors": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "hack_squat",
   "name": "Hack Squat",
   "category": "legs",
   "subcategory": "squat",
   "type": "weight_reps",
   "rest_s": 150,
   "dimensions": {
    "stance": [
     "narrow",
     "standard",
     "wide",
     "sumo",
     "split"
    ]
   },
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "rectus_femoris": 0.5,
    "gluteus_maximus": 0.5,
    "hip_adductors": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "lunge",
   "name": "Lunge",
   "category": "legs",
   "subcategory": "single_leg",
   "type": "weight_reps",
   "rest_s": 120,
   "dimensions": {
    "stance": [
     "split"
    ],
    "laterality": [
     "unilateral"
    ]
   },
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "rectus_femoris": 0.5,
    "gluteus_maximus": 1.0,
    "gluteus_medius": 0.3,
    "hip_adductors": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "split_squat",
   "name": "Split Squat",
   "category": "legs",
   "subcategory": "single_leg",
   "type": "weight_reps",
   "rest_s": 120,
   "dimensions": {
    "stance": [
     "split"
    ],
    "laterality": [
     "unilateral"
    ]
   },
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "rectus_femoris": 0.5,
    "gluteus_maximus": 1.0,
    "gluteus_medius": 0.3,
    "hip_adductors": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "step_up",
   "name": "Step Up",
   "category": "legs",
   "subcategory": "single_leg",
   "type": "weight_reps",
   "rest_s": 90,
   "dimensions": {
    "laterality": [
     "unilateral"
    ]
   },
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "rectus_femoris": 0.3,
    "gluteus_maximus": 1.0,
    "gluteus_medius": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "leg_extension",
   "name": "Leg Extension",
   "category": "legs",
   "subcategory": "knee_extension",
   "type": "weight_reps",
   "rest_s": 90,
   "dimensions": {
    "laterality": [
     "bilateral",
     "unilateral"
    ]
   },
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "rectus_femoris": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "leg_curl",
   "name": "Leg Curl",
   "category": "legs",
   "subcategory": "knee_flexion",
   "type": "weight_reps",
   "rest_s": 90,
   "dimensions": {
    "angle": [
     "lying",
     "seated",
     "standing"
    ],
    "laterality": [
     "bilateral",
     "unilateral"
    ]
   },
   "muscles": {
    "biceps_femoris": 1.0,
    "semitendinosus_semimembranosus": 1.0,
    "gastrocnemius": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "nordic_curl",
   "name": "Nordic Hamstring Curl",
   "category": "legs",
   "subcategory": "knee_flexion",
   "type": "bodyweight_reps",
   "rest_s": 120,
   "dimensions": {},
   "muscles": {
    "biceps_femoris": 1.0,
    "semitendinosus_semimembranosus": 1.0,
    "gastrocnemius": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "deadlift",
   "name": "Deadlift",
   "category": "legs",
   "subcategory": "hinge",
   "type": "weight_reps",
   "rest_s": 240,
   "dimensions": {
    "stance": [
     "standard",
     "sumo"
    ]
   },
   "muscles": {
    "gluteus_maximus": 1.0,
    "erector_spinae": 1.0,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "vastus_lateralis": 0.5,
    "vastus_medialis": 0.5,
    "vastus_intermedius": 0.5,
    "hip_adductors": 0.5,
    "trapezius_upper": 0.3,
    "latissimus_dorsi": 0.25,
    "wrist_flexors": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "romanian_deadlift",
   "name": "Romanian Deadlift",
   "category": "legs",
   "subcategory": "hinge",
   "type": "weight_reps",
   "rest_s": 150,
   "dimensions": {
    "laterality": [
     "bilateral",
     "unilateral"
    ]
   },
   "muscles": {
    "biceps_femoris": 1.0,
    "semitendinosus_semimembranosus": 1.0,
    "gluteus_maximus": 1.0,
    "erector_spinae": 0.5,
    "hip_adductors": 0.3,
    "wrist_flexors": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "good_morning",
   "name": "Good Morning",
   "category": "legs",
   "subcategory": "hinge",
   "type": "weight_reps",
   "rest_s": 120,
   "dimensions": {},
   "muscles": {
    "biceps_femoris": 1.0,
    "semitendinosus_semimembranosus": 1.0,
    "gluteus_maximus": 0.8,
    "erector_spinae": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "hip_thrust",
   "name": "Hip Thrust",
   "category": "legs",
   "subcategory": "hip_extension",
   "type": "weight_reps",
   "rest_s": 120,
   "dimensions": {
    "laterality": [
     "bilateral",
     "unilateral"
    ]
   },
   "muscles": {
    "gluteus_maximus": 1.0,
    "gluteus_medius": 0.3,
    "biceps_femoris": 0.3,
    "semitendinosus_semimembranosus": 0.3,
    "vastus_lateralis": 0.25,
    "vastus_medialis": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "back_extension",
   "name": "Back Extension",
   "category": "legs",
   "subcategory": "hip_extension",
   "type": "bodyweight_reps",
   "rest_s": 90,
   "dimensions": {},
   "muscles": {
    "erector_spinae": 1.0,
    "gluteus_maximus": 0.5,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "glute_kickback",
   "name": "Glute Kickback",
   "category": "legs",
   "subcategory": "hip_extension",
   "type": "weight_reps",
   "rest_s": 60,
   "dimensions": {
    "laterality": [
     "unilateral"
    ]
   },
   "muscles": {
    "gluteus_maximus": 1.0,
    "biceps_femoris": 0.3,
    "semitendinosus_semimembranosus": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "hip_abduction",
   "name": "Hip Abduction",
   "category": "legs",
   "subcategory": "hip_isolation",
   "type": "weight_reps",
   "rest_s": 60,
   "dimensions": {},
   "muscles": {
    "gluteus_medius": 1.0,
    "gluteus_maximus": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "hip_adduction",
   "name": "Hip Adduction",
   "category": "legs",
   "subcategory": "hip_isolation",
   "type": "weight_reps",
   "rest_s": 60,
   "dimensions": {},
   "muscles": {
    "hip_adductors": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "calf_raise",
   "name": "Calf Raise",
   "category": "legs",
   "subcategory": "calf",
   "type": "weight_reps",
   "rest_s": 60,
   "dimensions": {
    "angle": [
     "standing",
     "seated"
    ],
    "laterality": [
     "bilateral",
     "unilateral"
    ]
   },
   "muscles": {
    "gastrocnemius": 1.0,
    "soleus": 0.6
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "seated_calf_raise",
   "name": "Seated Calf Raise",
   "category": "legs",
   "subcategory": "calf",
   "type": "weight_reps",
   "rest_s": 60,
   "dimensions": {},
   "muscles": {
    "soleus": 1.0,
    "gastrocnemius": 0.4
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "crunch",
   "name": "Crunch",
   "category": "core",
   "subcategory": "spinal_flexion",
   "type": "bodyweight_reps",
   "rest_s": 60,
   "dimensions": {},
   "muscles": {
    "rectus_abdominis": 1.0,
    "obliques": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "sit_up",
   "name": "Sit Up",
   "category": "core",
   "subcategory": "spinal_flexion",
   "type": "bodyweight_reps",
   "rest_s": 60,
   "dimensions": {},
   "muscles": {
    "rectus_abdominis": 1.0,
    "obliques": 0.3,
    "hip_flexors": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "leg_raise",
   "name": "Leg Raise",
   "category": "core",
   "subcategory": "hip_flexion",
   "type": "bodyweight_reps",
   "rest_s": 60,
   "dimensions": {},
   "muscles": {
    "rectus_abdominis": 1.0,
    "hip_flexors": 1.0,
    "obliques": 0.5,
    "transversus_abdominis": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "plank",
   "name": "Plank",
   "category": "core",
   "subcategory": "anti_extension",
   "type": "duration",
   "rest_s": 60,
   "dimensions": {},
   "muscles": {
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0,
    "obliques": 0.5,
    "serratus_anterior": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "side_plank",
   "name": "Side Plank",
   "category": "core",
   "subcategory": "anti_lateral_flexion",
   "type": "duration",
   "rest_s": 60,
   "dimensions": {
    "laterality": [
     "unilateral"
    ]
   },
   "muscles": {
    "obliques": 1.0,
    "transversus_abdominis": 0.5,
    "gluteus_medius": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "russian_twist",
   "name": "Russian Twist",
   "category": "core",
   "subcategory": "rotation",
   "type": "bodyweight_reps",
   "rest_s": 60,
   "dimensions": {},
   "muscles": {
    "obliques": 1.0,
    "rectus_abdominis": 0.5,
    "hip_flexors": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "ab_wheel",
   "name": "Ab Wheel Rollout",
   "category": "core",
   "subcategory": "anti_extension",
   "type": "bodyweight_reps",
   "rest_s": 60,
   "dimensions": {},
   "muscles": {
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 0.5,
    "obliques": 0.5,
    "latissimus_dorsi": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "woodchop",
   "name": "Woodchop",
   "category": "core",
   "subcategory": "rotation",
   "type": "weight_reps",
   "rest_s": 60,
   "dimensions": {
    "laterality": [
     "unilateral"
    ]
   },
   "muscles": {
    "obliques": 1.0,
    "rectus_abdominis": 0.5,
    "transversus_abdominis": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "mountain_climber",
   "name": "Mountain Climber",
   "category": "core",
   "subcategory": "hip_flexion",
   "type": "duration",
   "rest_s": 60,
   "dimensions": {},
   "muscles": {
    "rectus_abdominis": 0.5,
    "hip_flexors": 0.5,
    "transversus_abdominis": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "kettlebell_swing",
   "name": "Kettlebell Swing",
   "category": "legs",
   "subcategory": "hinge",
   "type": "weight_reps",
   "rest_s": 90,
   "dimensions": {},
   "muscles": {
    "gluteus_maximus": 1.0,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "erector_spinae": 0.5,
    "deltoid_anterior": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "clean",
   "name": "Clean",
   "category": "olympic",
   "subcategory": "power",
   "type": "weight_reps",
   "rest_s": 180,
   "dimensions": {},
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "gluteus_maximus": 1.0,
    "erector_spinae": 0.5,
    "trapezius_upper": 0.5,
    "biceps_femoris": 0.3,
    "semitendinosus_semimembranosus": 0.3,
    "deltoid_anterior": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "snatch",
   "name": "Snatch",
   "category": "olympic",
   "subcategory": "power",
   "type": "weight_reps",
   "rest_s": 180,
   "dimensions": {},
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "gluteus_maximus": 1.0,
    "erector_spinae": 0.5,
    "trapezius_upper": 0.5,
    "deltoid_lateral": 0.3,
    "deltoid_anterior": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "thruster",
   "name": "Thruster",
   "category": "olympic",
   "subcategory": "power",
   "type": "weight_reps",
   "rest_s": 120,
   "dimensions": {},
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "gluteus_maximus": 0.8,
    "deltoid_anterior": 0.8,
    "deltoid_lateral": 0.3,
    "triceps_brachii_lateral": 0.3,
    "triceps_brachii_medial": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "carry",
   "name": "Carry",
   "category": "carry",
   "subcategory": "loaded_carry",
   "type": "distance_duration",
   "rest_s": 90,
   "dimensions": {
    "laterality": [
     "bilateral",
     "unilateral"
    ]
   },
   "muscles": {
    "wrist_flexors": 1.0,
    "trapezius_upper": 1.0,
    "obliques": 0.5,
    "transversus_abdominis": 0.5,
    "gluteus_medius": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "running",
   "name": "Running",
   "category": "cardio",
   "subcategory": "run",
   "type": "distance_duration",
   "rest_s": 0,
   "dimensions": {},
   "muscles": {
    "vastus_lateralis": 0.1,
    "vastus_medialis": 0.1,
    "gluteus_maximus": 0.1,
    "gastrocnemius": 0.1
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "walking",
   "name": "Walking",
   "category": "cardio",
   "subcategory": "walk",
   "type": "distance_duration",
   "rest_s": 0,
   "dimensions": {},
   "muscles": {},
   "sources": []
  },
  {
   "id": "cycling",
   "name": "Cycling",
   "category": "cardio",
   "subcategory": "bike",
   "type": "distance_duration",
   "rest_s": 0,
   "dimensions": {},
   "muscles": {
    "vastus_lateralis": 0.1,
    "vastus_medialis": 0.1
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "rowing",
   "name": "Rowing",
   "category": "cardio",
   "subcategory": "row",
   "type": "distance_duration",
   "rest_s": 0,
   "dimensions": {},
   "muscles": {
    "latissimus_dorsi": 0.1,
    "vastus_lateralis": 0.1
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "elliptical",
   "name": "Elliptical",
   "category": "cardio",
   "subcategory": "elliptical",
   "type": "distance_duration",
   "rest_s": 0,
   "dimensions": {},
   "muscles": {},
   "sources": []
  },
  {
   "id": "stair_climbing",
   "name": "Stair Climbing",
   "category": "cardio",
   "subcategory": "stairs",
   "type": "duration",
   "rest_s": 0,
   "dimensions": {},
   "muscles": {
    "gluteus_maximus": 0.1,
    "vastus_lateralis": 0.1
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "jump_rope",
   "name": "Jump Rope",
   "category": "cardio",
   "subcategory": "jump",
   "type": "duration",
   "rest_s": 0,
   "dimensions": {},
   "muscles": {
    "gastrocnemius": 0.1
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "swimming",
   "name": "Swimming",
   "category": "cardio",
   "subcategory": "swim",
   "type": "distance_duration",
   "rest_s": 0,
   "dimensions": {},
   "muscles": {
    "latissimus_dorsi": 0.1
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "burpee",
   "name": "Burpee",
   "category": "cardio",
   "subcategory": "conditioning",
   "type": "bodyweight_reps",
   "rest_s": 60,
   "dimensions": {},
   "muscles": {
    "pectoralis_major_sternal": 0.25,
    "vastus_lateralis": 0.25,
    "vastus_medialis": 0.25,
    "deltoid_anterior": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "box_jump",
   "name": "Box Jump",
   "category": "legs",
   "subcategory": "plyometric",
   "type": "bodyweight_reps",
   "rest_s": 90,
   "dimensions": {},
   "muscles": {
    "vastus_lateralis": 0.5,
    "vastus_medialis": 0.5,
    "gluteus_maximus": 0.5,
    "gastrocnemius": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "sled_push",
   "name": "Sled Push",
   "category": "legs",
   "subcategory": "conditioning",
   "type": "distance_duration",
   "rest_s": 120,
   "dimensions": {},
   "muscles": {
    "vastus_lateralis": 0.5,
    "vastus_medialis": 0.5,
    "gluteus_maximus": 0.5,
    "gastrocnemius": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "battle_ropes",
   "name": "Battle Ropes",
   "category": "cardio",
   "subcategory": "conditioning",
   "type": "duration",
   "rest_s": 60,
   "dimensions": {},
   "muscles": {
    "deltoid_anterior": 0.25,
    "deltoid_lateral": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "other_abdominals",
   "name": "Other Abdominals",
   "category": "core",
   "subcategory": "other",
   "type": "weight_reps",
   "rest_s": 90,
   "dimensions": {},
   "muscles": {
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "other_abductors",
   "name": "Other Abductors",
   "category": "legs",
   "subcategory": "other",
   "type": "weight_reps",
   "rest_s": 90,
   "dimensions": {},
   "muscles": {
    "gluteus_medius": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "other_adductors",
   "name": "Other Adductors",
   "category": "legs",
   "subcategory": "other",
   "type": "weight_reps",
   "rest_s": 90,
   "dimensions": {},
   "muscles": {
    "hip_adductors": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "other_biceps",
   "name": "Other Biceps",
   "category": "pull",
   "subcategory": "other",
   "type": "weight_reps",
   "rest_s": 90,
   "dimensions": {},
   "muscles": {
    "biceps_brachii": 1.0,
    "brachialis": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "other_calves",
   "name": "Other Calves",
   "category": "legs",
   "subcategory": "other",
   "type": "weight_reps",
   "rest_s": 90,
   "dimensions": {},
   "muscles": {
    "gastrocnemius": 1.0,
    "soleus": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "other_chest",
   "name": "Other Chest",
   "category": "push",
   "subcategory": "other",
   "type": "weight_reps",
   "rest_s": 90,
   "dimensions": {},
   "muscles": {
    "pectoralis_major_sternal": 1.0,
    "pectoralis_major_clavicular": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "other_forearms",
   "name": "Other Forearms",
   "category": "pull",
   "subcategory": "other",
   "type": "weight_reps",
   "rest_s": 90,
   "dimensions": {},
   "muscles": {
    "brachioradialis": 1.0,
    "wrist_flexors": 1.0,
    "wrist_extensors": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "other_glutes",
   "name": "Other Glutes",
   "category": "legs",
   "subcategory": "other",
   "type": "weight_reps",
   "rest_s": 90,
   "dimensions": {},
   "muscles": {
    "gluteus_maximus": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "other_hamstrings",
   "name": "Other Hamstrings",
   "category": "legs",
   "subcategory": "other",
   "type": "weight_reps",
   "rest_s": 90,
   "dimensions": {},
   "muscles": {
    "biceps_femoris": 1.0,
    "semitendinosus_semimembranosus": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "other_lats",
   "name": "Other Lats",
   "category": "pull",
   "subcategory": "other",
   "type": "weight_reps",
   "rest_s": 90,
   "dimensions": {},
   "muscles": {
    "latissimus_dorsi": 1.0,
    "teres_major": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "other_lower_back",
   "name": "Other Lower Back",
   "category": "legs",
   "subcategory": "other",
   "type": "weight_reps",
   "rest_s": 90,
   "dimensions": {},
   "muscles": {
    "erector_spinae": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "other_middle_back",
   "name": "Other Middle Back",
   "category": "pull",
   "subcategory": "other",
   "type": "weight_reps",
   "rest_s": 90,
   "dimensions": {},
   "muscles": {
    "rhomboids": 1.0,
    "trapezius_middle": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "other_neck",
   "name": "Other Neck",
   "category": "pull",
   "subcategory": "other",
   "type": "weight_reps",
   "rest_s": 90,
   "dimensions": {},
   "muscles": {
    "trapezius_upper": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "other_quadriceps",
   "name": "Other Quadriceps",
   "category": "legs",
   "subcategory": "other",
   "type": "weight_reps",
   "rest_s": 90,
   "dimensions": {},
   "muscles": {
    "rectus_femoris": 1.0,
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "other_shoulders",
   "name": "Other Shoulders",
   "category": "push",
   "subcategory": "other",
   "type": "weight_reps",
   "rest_s": 90,
   "dimensions": {},
   "muscles": {
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "other_traps",
   "name": "Other Traps",
   "category": "pull",
   "subcategory": "other",
   "type": "weight_reps",
   "rest_s": 90,
   "dimensions": {},
   "muscles": {
    "trapezius_upper": 1.0,
    "trapezius_middle": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "other_triceps",
   "name": "Other Triceps",
   "category": "push",
   "subcategory": "other",
   "type": "weight_reps",
   "rest_s": 90,
   "dimensions": {},
   "muscles": {
    "triceps_brachii_long": 1.0,
    "triceps_brachii_lateral": 1.0,
    "triceps_brachii_medial": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  }
 ],
 "exercises": [
  {
   "id": "bench_press_barbell",
   "name": "Bench Press (Barbell)",
   "aliases": [
    "Bench Press",
    "Barbell Bench Press",
    "Flat Bench Press",
    "BB Bench",
    "Bench"
   ],
   "movement": "bench_press",
   "equipment": "barbell",
   "dimensions": {
    "angle": "flat"
   },
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 100,
   "muscles": {
    "pectoralis_major_sternal": 1.0,
    "pectoralis_major_clavicular": 0.5,
    "deltoid_anterior": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "triceps_brachii_long": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "bench_press_dumbbell",
   "name": "Bench Press (Dumbbell)",
   "aliases": [
    "Dumbbell Bench Press",
    "DB Bench Press",
    "DB Bench"
   ],
   "movement": "bench_press",
   "equipment": "dumbbell",
   "dimensions": {
    "angle": "flat"
   },
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 85,
   "muscles": {
    "pectoralis_major_sternal": 1.0,
    "pectoralis_major_clavicular": 0.5,
    "deltoid_anterior": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "triceps_brachii_long": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "bench_press_smith_machine",
   "name": "Bench Press (Smith Machine)",
   "aliases": [
    "Smith Machine Bench Press"
   ],
   "movement": "bench_press",
   "equipment": "smith_machine",
   "dimensions": {
    "angle": "flat"
   },
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 55,
   "muscles": {
    "pectoralis_major_sternal": 1.0,
    "pectoralis_major_clavicular": 0.5,
    "deltoid_anterior": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "triceps_brachii_long": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "bench_press_cable",
   "name": "Bench Press (Cable)",
   "aliases": [
    "Cable Bench Press"
   ],
   "movement": "bench_press",
   "equipment": "cable",
   "dimensions": {
    "angle": "flat"
   },
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 25,
   "muscles": {
    "pectoralis_major_sternal": 1.0,
    "pectoralis_major_clavicular": 0.5,
    "deltoid_anterior": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "triceps_brachii_long": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "bench_press_close_grip_barbell",
   "name": "Bench Press - Close Grip (Barbell)",
   "aliases": [
    "Close Grip Bench Press",
    "CGBP",
    "Close-Grip Bench Press"
   ],
   "movement": "bench_press",
   "equipment": "barbell",
   "dimensions": {
    "angle": "flat",
    "grip_width": "close"
   },
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 65,
   "muscles": {
    "pectoralis_major_sternal": 0.8,
    "pectoralis_major_clavicular": 0.5,
    "deltoid_anterior": 0.5,
    "triceps_brachii_lateral": 0.8,
    "triceps_brachii_medial": 0.8,
    "triceps_brachii_long": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)",
    "per-exercise adjustment of the movement's weights (editorial)"
   ]
  },
  {
   "id": "bench_press_wide_grip_barbell",
   "name": "Bench Press - Wide Grip (Barbell)",
   "aliases": [
    "Wide Grip Bench Press"
   ],
   "movement": "bench_press",
   "equipment": "barbell",
   "dimensions": {
    "angle": "flat",
    "grip_width": "wide"
   },
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 35,
   "muscles": {
    "pectoralis_major_sternal": 1.0,
    "pectoralis_major_clavicular": 0.5,
    "deltoid_anterior": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "triceps_brachii_long": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "floor_press_barbell",
   "name": "Floor Press (Barbell)",
   "aliases": [
    "Barbell Floor Press",
    "Floor Press"
   ],
   "movement": "bench_press",
   "equipment": "barbell",
   "dimensions": {
    "angle": "flat"
   },
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 20,
   "muscles": {
    "pectoralis_major_sternal": 1.0,
    "pectoralis_major_clavicular": 0.5,
    "deltoid_anterior": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "triceps_brachii_long": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "incline_bench_press_barbell",
   "name": "Incline Bench Press (Barbell)",
   "aliases": [
    "Incline Bench Press",
    "Barbell Incline Bench Press",
    "Incline Barbell Bench"
   ],
   "movement": "incline_bench_press",
   "equipment": "barbell",
   "dimensions": {
    "angle": "incline"
   },
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 80,
   "muscles": {
    "pectoralis_major_clavicular": 1.0,
    "pectoralis_major_sternal": 0.5,
    "deltoid_anterior": 0.6,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "triceps_brachii_long": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "incline_bench_press_dumbbell",
   "name": "Incline Bench Press (Dumbbell)",
   "aliases": [
    "Incline Dumbbell Press",
    "Incline DB Press",
    "Incline Dumbbell Bench Press"
   ],
   "movement": "incline_bench_press",
   "equipment": "dumbbell",
   "dimensions": {
    "angle": "incline"
   },
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 80,
   "muscles": {
    "pectoralis_major_clavicular": 1.0,
    "pectoralis_major_sternal": 0.5,
    "deltoid_anterior": 0.6,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "triceps_brachii_long": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "incline_bench_press_smith_machine",
   "name": "Incline Bench Press (Smith Machine)",
   "aliases": [
    "Smith Machine Incline Bench Press",
    "Incline Smith Press"
   ],
   "movement": "incline_bench_press",
   "equipment": "smith_machine",
   "dimensions": {
    "angle": "incline"
   },
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 45,
   "muscles": {
    "pectoralis_major_clavicular": 1.0,
    "pectoralis_major_sternal": 0.5,
    "deltoid_anterior": 0.6,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "triceps_brachii_long": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "decline_bench_press_barbell",
   "name": "Decline Bench Press (Barbell)",
   "aliases": [
    "Decline Bench Press",
    "Barbell Decline Bench Press"
   ],
   "movement": "decline_bench_press",
   "equipment": "barbell",
   "dimensions": {
    "angle": "decline"
   },
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 40,
   "muscles": {
    "pectoralis_major_sternal": 1.0,
    "pectoralis_major_clavicular": 0.3,
    "deltoid_anterior": 0.3,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "triceps_brachii_long": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "decline_bench_press_dumbbell",
   "name": "Decline Bench Press (Dumbbell)",
   "aliases": [
    "Decline Dumbbell Press"
   ],
   "movement": "decline_bench_press",
   "equipment": "dumbbell",
   "dimensions": {
    "angle": "decline"
   },
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 25,
   "muscles": {
    "pectoralis_major_sternal": 1.0,
    "pectoralis_major_clavicular": 0.3,
    "deltoid_anterior": 0.3,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "triceps_brachii_long": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "decline_bench_press_smith_machine",
   "name": "Decline Bench Press (Smith Machine)",
   "aliases": [
    "Smith Machine Decline Press"
   ],
   "movement": "decline_bench_press",
   "equipment": "smith_machine",
   "dimensions": {
    "angle": "decline"
   },
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 15,
   "muscles": {
    "pectoralis_major_sternal": 1.0,
    "pectoralis_major_clavicular": 0.3,
    "deltoid_anterior": 0.3,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "triceps_brachii_long": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "chest_press_machine",
   "name": "Chest Press (Machine)",
   "aliases": [
    "Machine Chest Press",
    "Seated Chest Press"
   ],
   "movement": "chest_press",
   "equipment": "machine",
   "dimensions": {
    "angle": "flat"
   },
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 75,
   "muscles": {
    "pectoralis_major_sternal": 1.0,
    "pectoralis_major_clavicular": 0.5,
    "deltoid_anterior": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "triceps_brachii_long": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "chest_press_band",
   "name": "Chest Press (Band)",
   "aliases": [
    "Band Chest Press"
   ],
   "movement": "chest_press",
   "equipment": "band",
   "dimensions": {
    "angle": "flat"
   },
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 10,
   "muscles": {
    "pectoralis_major_sternal": 1.0,
    "pectoralis_major_clavicular": 0.5,
    "deltoid_anterior": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "triceps_brachii_long": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "incline_chest_press_machine",
   "name": "Incline Chest Press (Machine)",
   "aliases": [
    "Machine Incline Chest Press",
    "Incline Machine Press"
   ],
   "movement": "chest_press",
   "equipment": "machine",
   "dimensions": {
    "angle": "incline"
   },
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 55,
   "muscles": {
    "pectoralis_major_sternal": 0.5,
    "pectoralis_major_clavicular": 1.0,
    "deltoid_anterior": 0.6,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "triceps_brachii_long": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)",
    "per-exercise adjustment of the movement's weights (editorial)"
   ]
  },
  {
   "id": "decline_chest_press_machine",
   "name": "Decline Chest Press (Machine)",
   "aliases": [
    "Decline Chest Press",
    "Decline Machine Press"
   ],
   "movement": "chest_press",
   "equipment": "machine",
   "dimensions": {
    "angle": "decline"
   },
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 25,
   "muscles": {
    "pectoralis_major_sternal": 1.0,
    "pectoralis_major_clavicular": 0.3,
    "deltoid_anterior": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "triceps_brachii_long": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)",
    "per-exercise adjustment of the movement's weights (editorial)"
   ]
  },
  {
   "id": "iso_lateral_chest_press_machine",
   "name": "Iso-Lateral Chest Press (Machine)",
   "aliases": [
    "Iso Lateral Chest Press",
    "Hammer Strength Chest Press",
    "Plate Loaded Chest Press"
   ],
   "movement": "chest_press",
   "equipment": "plate_loaded",
   "dimensions": {
    "angle": "flat",
    "laterality": "unilateral"
   },
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 45,
   "muscles": {
    "pectoralis_major_sternal": 1.0,
    "pectoralis_major_clavicular": 0.5,
    "deltoid_anterior": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "triceps_brachii_long": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "chest_fly",
   "name": "Chest Fly",
   "aliases": [
    "Chest Fly (Machine)",
    "Machine Fly",
    "Fly Machine"
   ],
   "movement": "chest_fly",
   "equipment": "machine",
   "dimensions": {
    "angle": "flat"
   },
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 55,
   "muscles": {
    "pectoralis_major_sternal": 1.0,
    "pectoralis_major_clavicular": 0.6,
    "deltoid_anterior": 0.3,
    "serratus_anterior": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "chest_fly_dumbbell",
   "name": "Chest Fly (Dumbbell)",
   "aliases": [
    "Dumbbell Fly",
    "DB Fly",
    "Dumbbell Flyes"
   ],
   "movement": "chest_fly",
   "equipment": "dumbbell",
   "dimensions": {
    "angle": "flat"
   },
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 60,
   "muscles": {
    "pectoralis_major_sternal": 1.0,
    "pectoralis_major_clavicular": 0.6,
    "deltoid_anterior": 0.3,
    "serratus_anterior": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "chest_fly_band",
   "name": "Chest Fly (Band)",
   "aliases": [
    "Band Fly",
    "Band Chest Fly"
   ],
   "movement": "chest_fly",
   "equipment": "band",
   "dimensions": {
    "angle": "flat"
   },
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 10,
   "muscles": {
    "pectoralis_major_sternal": 1.0,
    "pectoralis_major_clavicular": 0.6,
    "deltoid_anterior": 0.3,
    "serratus_anterior": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "incline_chest_fly_dumbbell",
   "name": "Incline Chest Fly (Dumbbell)",
   "aliases": [
    "Incline Dumbbell Fly",
    "Incline DB Fly"
   ],
   "movement": "chest_fly",
   "equipment": "dumbbell",
   "dimensions": {
    "angle": "incline"
   },
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 40,
   "muscles": {
    "pectoralis_major_sternal": 0.5,
    "pectoralis_major_clavicular": 1.0,
    "deltoid_anterior": 0.3,
    "serratus_anterior": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)",
    "per-exercise adjustment of the movement's weights (editorial)"
   ]
  },
  {
   "id": "cable_crossover",
   "name": "Cable Crossover",
   "aliases": [
    "Cable Fly",
    "Cable Chest Fly",
    "Chest Fly (Cable)",
    "Cable Flyes"
   ],
   "movement": "chest_fly",
   "equipment": "cable",
   "dimensions": {
    "angle": "flat"
   },
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 65,
   "muscles": {
    "pectoralis_major_sternal": 1.0,
    "pectoralis_major_clavicular": 0.6,
    "deltoid_anterior": 0.3,
    "serratus_anterior": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "low_cable_crossover",
   "name": "Low Cable Crossover",
   "aliases": [
    "Low to High Cable Fly",
    "Incline Cable Fly"
   ],
   "movement": "chest_fly",
   "equipment": "cable",
   "dimensions": {
    "angle": "incline"
   },
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 30,
   "muscles": {
    "pectoralis_major_sternal": 0.5,
    "pectoralis_major_clavicular": 1.0,
    "deltoid_anterior": 0.3,
    "serratus_anterior": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)",
    "per-exercise adjustment of the movement's weights (editorial)"
   ]
  },
  {
   "id": "pec_deck_machine",
   "name": "Pec Deck (Machine)",
   "aliases": [
    "Pec Deck",
    "Pec Fly",
    "Butterfly (Machine)",
    "Butterfly"
   ],
   "movement": "chest_fly",
   "equipment": "machine",
   "dimensions": {
    "angle": "flat"
   },
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 60,
   "muscles": {
    "pectoralis_major_sternal": 1.0,
    "pectoralis_major_clavicular": 0.6,
    "deltoid_anterior": 0.3,
    "serratus_anterior": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "push_up",
   "name": "Push Up",
   "aliases": [
    "Push-Up",
    "Pushup",
    "Press Up",
    "Push Ups"
   ],
   "movement": "push_up",
   "equipment": "bodyweight",
   "dimensions": {
    "angle": "flat"
   },
   "type": "bodyweight_reps",
   "rest_s": 90,
   "popularity": 80,
   "muscles": {
    "pectoralis_major_sternal": 1.0,
    "pectoralis_major_clavicular": 0.5,
    "deltoid_anterior": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "triceps_brachii_long": 0.25,
    "serratus_anterior": 0.3,
    "rectus_abdominis": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "push_up_knees",
   "name": "Push Up (Knees)",
   "aliases": [
    "Knee Push Up",
    "Kneeling Push Up"
   ],
   "movement": "push_up",
   "equipment": "bodyweight",
   "dimensions": {
    "angle": "flat"
   },
   "type": "bodyweight_reps",
   "rest_s": 90,
   "popularity": 30,
   "muscles": {
    "pectoralis_major_sternal": 0.7,
    "pectoralis_major_clavicular": 0.35,
    "deltoid_anterior": 0.35,
    "triceps_brachii_lateral": 0.35,
    "triceps_brachii_medial": 0.35,
    "triceps_brachii_long": 0.17,
    "serratus_anterior": 0.21,
    "rectus_abdominis": 0.17
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)",
    "per-exercise adjustment of the movement's weights (editorial)"
   ]
  },
  {
   "id": "push_up_weighted",
   "name": "Push Up (Weighted)",
   "aliases": [
    "Weighted Push Up"
   ],
   "movement": "push_up",
   "equipment": "weighted",
   "dimensions": {
    "angle": "flat"
   },
   "type": "weighted_bodyweight",
   "rest_s": 90,
   "popularity": 20,
   "muscles": {
    "pectoralis_major_sternal": 1.0,
    "pectoralis_major_clavicular": 0.5,
    "deltoid_anterior": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "triceps_brachii_long": 0.25,
    "serratus_anterior": 0.3,
    "rectus_abdominis": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "incline_push_up",
   "name": "Incline Push Up",
   "aliases": [
    "Incline Push-Up",
    "Elevated Push Up"
   ],
   "movement": "push_up",
   "equipment": "bodyweight",
   "dimensions": {
    "angle": "incline"
   },
   "type": "bodyweight_reps",
   "rest_s": 90,
   "popularity": 25,
   "muscles": {
    "pectoralis_major_sternal": 0.8,
    "pectoralis_major_clavicular": 0.4,
    "deltoid_anterior": 0.4,
    "triceps_brachii_lateral": 0.4,
    "triceps_brachii_medial": 0.4,
    "triceps_brachii_long": 0.2,
    "serratus_anterior": 0.24,
    "rectus_abdominis": 0.2
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)",
    "per-exercise adjustment of the movement's weights (editorial)"
   ]
  },
  {
   "id": "decline_push_up",
   "name": "Decline Push Up",
   "aliases": [
    "Decline Push-Up",
    "Feet Elevated Push Up"
   ],
   "movement": "push_up",
   "equipment": "bodyweight",
   "dimensions": {
    "angle": "decline"
   },
   "type": "bodyweight_reps",
   "rest_s": 90,
   "popularity": 30,
   "muscles": {
    "pectoralis_major_sternal": 1.0,
    "pectoralis_major_clavicular": 0.8,
    "deltoid_anterior": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "triceps_brachii_long": 0.25,
    "serratus_anterior": 0.3,
    "rectus_abdominis": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)",
    "per-exercise adjustment of the movement's weights (editorial)"
   ]
  },
  {
   "id": "diamond_push_up",
   "name": "Diamond Push Up",
   "aliases": [
    "Diamond Push-Up"
   ],
   "movement": "push_up",
   "equipment": "bodyweight",
   "dimensions": {
    "grip_width": "close"
   },
   "type": "bodyweight_reps",
   "rest_s": 90,
   "popularity": 30,
   "muscles": {
    "pectoralis_major_sternal": 1.0,
    "pectoralis_major_clavicular": 0.5,
    "deltoid_anterior": 0.5,
    "triceps_brachii_lateral": 1.0,
    "triceps_brachii_medial": 1.0,
    "triceps_brachii_long": 0.5,
    "serratus_anterior": 0.3,
    "rectus_abdominis": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)",
    "per-exercise adjustment of the movement's weights (editorial)"
   ]
  },
  {
   "id": "chest_dip",
   "name": "Chest Dip",
   "aliases": [
    "Dips",
    "Dip",
    "Parallel Bar Dip",
    "Chest Dips"
   ],
   "movement": "dip",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 120,
   "popularity": 70,
   "muscles": {
    "pectoralis_major_sternal": 0.8,
    "pectoralis_major_clavicular": 0.3,
    "deltoid_anterior": 0.5,
    "triceps_brachii_lateral": 1.0,
    "triceps_brachii_medial": 1.0,
    "triceps_brachii_long": 0.6
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "chest_dip_assisted",
   "name": "Chest Dip (Assisted)",
   "aliases": [
    "Assisted Dip",
    "Assisted Chest Dip",
    "Dip (Assisted)",
    "Assisted Dip Machine"
   ],
   "movement": "dip",
   "equipment": "assisted_machine",
   "dimensions": {},
   "type": "assisted_bodyweight",
   "rest_s": 120,
   "popularity": 45,
   "muscles": {
    "pectoralis_major_sternal": 0.8,
    "pectoralis_major_clavicular": 0.3,
    "deltoid_anterior": 0.5,
    "triceps_brachii_lateral": 1.0,
    "triceps_brachii_medial": 1.0,
    "triceps_brachii_long": 0.6
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "chest_dip_weighted",
   "name": "Chest Dip (Weighted)",
   "aliases": [
    "Weighted Dip",
    "Weighted Chest Dip"
   ],
   "movement": "dip",
   "equipment": "weighted",
   "dimensions": {},
   "type": "weighted_bodyweight",
   "rest_s": 120,
   "popularity": 40,
   "muscles": {
    "pectoralis_major_sternal": 0.8,
    "pectoralis_major_clavicular": 0.3,
    "deltoid_anterior": 0.5,
    "triceps_brachii_lateral": 1.0,
    "triceps_brachii_medial": 1.0,
    "triceps_brachii_long": 0.6
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "seated_dip_machine",
   "name": "Seated Dip (Machine)",
   "aliases": [
    "Seated Dip",
    "Dip (Machine)",
    "Dip Machine",
    "Triceps Dip Machine"
   ],
   "movement": "dip",
   "equipment": "machine",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 35,
   "muscles": {
    "pectoralis_major_sternal": 0.5,
    "pectoralis_major_clavicular": 0.3,
    "deltoid_anterior": 0.5,
    "triceps_brachii_lateral": 1.0,
    "triceps_brachii_medial": 1.0,
    "triceps_brachii_long": 0.6
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)",
    "per-exercise adjustment of the movement's weights (editorial)"
   ]
  },
  {
   "id": "triceps_dip",
   "name": "Triceps Dip",
   "aliases": [
    "Tricep Dip",
    "Triceps Dips"
   ],
   "movement": "dip",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 120,
   "popularity": 45,
   "muscles": {
    "pectoralis_major_sternal": 0.5,
    "pectoralis_major_clavicular": 0.3,
    "deltoid_anterior": 0.5,
    "triceps_brachii_lateral": 1.0,
    "triceps_brachii_medial": 1.0,
    "triceps_brachii_long": 0.8
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)",
    "per-exercise adjustment of the movement's weights (editorial)"
   ]
  },
  {
   "id": "triceps_dip_assisted",
   "name": "Triceps Dip (Assisted)",
   "aliases": [
    "Assisted Triceps Dip"
   ],
   "movement": "dip",
   "equipment": "assisted_machine",
   "dimensions": {},
   "type": "assisted_bodyweight",
   "rest_s": 120,
   "popularity": 25,
   "muscles": {
    "pectoralis_major_sternal": 0.5,
    "pectoralis_major_clavicular": 0.3,
    "deltoid_anterior": 0.5,
    "triceps_brachii_lateral": 1.0,
    "triceps_brachii_medial": 1.0,
    "triceps_brachii_long": 0.8
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)",
    "per-exercise adjustment of the movement's weights (editorial)"
   ]
  },
  {
   "id": "bench_dip",
   "name": "Bench Dip",
   "aliases": [
    "Bench Dips",
    "Triceps Bench Dip"
   ],
   "movement": "dip",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 120,
   "popularity": 35,
   "muscles": {
    "pectoralis_major_sternal": 0.3,
    "pectoralis_major_clavicular": 0.3,
    "deltoid_anterior": 0.5,
    "triceps_brachii_lateral": 1.0,
    "triceps_brachii_medial": 1.0,
    "triceps_brachii_long": 0.6
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)",
    "per-exercise adjustment of the movement's weights (editorial)"
   ]
  },
  {
   "id": "overhead_press_barbell",
   "name": "Overhead Press (Barbell)",
   "aliases": [
    "Overhead Press",
    "OHP",
    "Military Press",
    "Standing Barbell Press",
    "Strict Press",
    "Barbell Shoulder Press"
   ],
   "movement": "overhead_press",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 90,
   "muscles": {
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 0.5,
    "pectoralis_major_clavicular": 0.3,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "triceps_brachii_long": 0.3,
    "trapezius_upper": 0.3,
    "serratus_anterior": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "overhead_press_dumbbell",
   "name": "Overhead Press (Dumbbell)",
   "aliases": [
    "Dumbbell Shoulder Press",
    "DB Shoulder Press",
    "Dumbbell Overhead Press"
   ],
   "movement": "overhead_press",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 80,
   "muscles": {
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 0.5,
    "pectoralis_major_clavicular": 0.3,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "triceps_brachii_long": 0.3,
    "trapezius_upper": 0.3,
    "serratus_anterior": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "overhead_press_smith_machine",
   "name": "Overhead Press (Smith Machine)",
   "aliases": [
    "Smith Machine Shoulder Press",
    "Overhead Smith Press"
   ],
   "movement": "overhead_press",
   "equipment": "smith_machine",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 35,
   "muscles": {
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 0.5,
    "pectoralis_major_clavicular": 0.3,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "triceps_brachii_long": 0.3,
    "trapezius_upper": 0.3,
    "serratus_anterior": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "overhead_press_cable",
   "name": "Overhead Press (Cable)",
   "aliases": [
    "Cable Shoulder Press"
   ],
   "movement": "overhead_press",
   "equipment": "cable",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 10,
   "muscles": {
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 0.5,
    "pectoralis_major_clavicular": 0.3,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "triceps_brachii_long": 0.3,
    "trapezius_upper": 0.3,
    "serratus_anterior": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "overhead_press_band",
   "name": "Overhead Press (Band)",
   "aliases": [
    "Band Shoulder Press"
   ],
   "movement": "overhead_press",
   "equipment": "band",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 8,
   "muscles": {
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 0.5,
    "pectoralis_major_clavicular": 0.3,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "triceps_brachii_long": 0.3,
    "trapezius_upper": 0.3,
    "serratus_anterior": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "seated_overhead_press_barbell",
   "name": "Seated Overhead Press (Barbell)",
   "aliases": [
    "Seated Military Press",
    "Seated Barbell Press"
   ],
   "movement": "overhead_press",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 40,
   "muscles": {
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 0.5,
    "pectoralis_major_clavicular": 0.3,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "triceps_brachii_long": 0.3,
    "trapezius_upper": 0.3,
    "serratus_anterior": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "seated_overhead_press_dumbbell",
   "name": "Seated Overhead Press (Dumbbell)",
   "aliases": [
    "Seated Dumbbell Press",
    "Seated DB Shoulder Press",
    "Seated Dumbbell Shoulder Press"
   ],
   "movement": "overhead_press",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 65,
   "muscles": {
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 0.5,
    "pectoralis_major_clavicular": 0.3,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "triceps_brachii_long": 0.3,
    "trapezius_upper": 0.3,
    "serratus_anterior": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "seated_overhead_press_smith_machine",
   "name": "Seated Overhead Press (Smith Machine)",
   "aliases": [
    "Overhead Smith Seated",
    "Seated Smith Machine Press"
   ],
   "movement": "overhead_press",
   "equipment": "smith_machine",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 25,
   "muscles": {
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 0.5,
    "pectoralis_major_clavicular": 0.3,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "triceps_brachii_long": 0.3,
    "trapezius_upper": 0.3,
    "serratus_anterior": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "shoulder_press_machine",
   "name": "Shoulder Press (Machine)",
   "aliases": [
    "Machine Shoulder Press",
    "Seated Shoulder Press Machine"
   ],
   "movement": "overhead_press",
   "equipment": "machine",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 70,
   "muscles": {
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 0.5,
    "pectoralis_major_clavicular": 0.3,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "triceps_brachii_long": 0.3,
    "trapezius_upper": 0.3,
    "serratus_anterior": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "shoulder_press_plate_loaded",
   "name": "Shoulder Press (Plate Loaded)",
   "aliases": [
    "Plate Loaded Shoulder Press",
    "Hammer Strength Shoulder Press",
    "Shoulder Press (Machine Plates)"
   ],
   "movement": "overhead_press",
   "equipment": "plate_loaded",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 45,
   "muscles": {
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 0.5,
    "pectoralis_major_clavicular": 0.3,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "triceps_brachii_long": 0.3,
    "trapezius_upper": 0.3,
    "serratus_anterior": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "arnold_press_dumbbell",
   "name": "Arnold Press (Dumbbell)",
   "aliases": [
    "Arnold Press"
   ],
   "movement": "overhead_press",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 45,
   "muscles": {
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 0.6,
    "pectoralis_major_clavicular": 0.3,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "triceps_brachii_long": 0.3,
    "trapezius_upper": 0.3,
    "serratus_anterior": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)",
    "per-exercise adjustment of the movement's weights (editorial)"
   ]
  },
  {
   "id": "push_press",
   "name": "Push Press",
   "aliases": [
    "Push Press (Barbell)",
    "Barbell Push Press"
   ],
   "movement": "overhead_press",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 35,
   "muscles": {
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 0.5,
    "pectoralis_major_clavicular": 0.3,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "triceps_brachii_long": 0.3,
    "trapezius_upper": 0.3,
    "serratus_anterior": 0.25,
    "vastus_lateralis": 0.3,
    "vastus_medialis": 0.3,
    "gluteus_maximus": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)",
    "per-exercise adjustment of the movement's weights (editorial)"
   ]
  },
  {
   "id": "landmine_press",
   "name": "Landmine Press",
   "aliases": [
    "Landmine Shoulder Press",
    "Single Arm Landmine Press"
   ],
   "movement": "overhead_press",
   "equipment": "landmine",
   "dimensions": {
    "laterality": "unilateral"
   },
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 25,
   "muscles": {
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 0.5,
    "pectoralis_major_clavicular": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "triceps_brachii_long": 0.3,
    "trapezius_upper": 0.3,
    "serratus_anterior": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)",
    "per-exercise adjustment of the movement's weights (editorial)"
   ]
  },
  {
   "id": "lateral_raise_dumbbell",
   "name": "Lateral Raise (Dumbbell)",
   "aliases": [
    "Lateral Raise",
    "Side Raise",
    "Dumbbell Lateral Raise",
    "Side Lateral Raise",
    "Lateral Raises"
   ],
   "movement": "lateral_raise",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 90,
   "muscles": {
    "deltoid_lateral": 1.0,
    "deltoid_anterior": 0.25,
    "trapezius_upper": 0.3,
    "serratus_anterior": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "lateral_raise_cable",
   "name": "Lateral Raise (Cable)",
   "aliases": [
    "Cable Lateral Raise",
    "Cable Side Raise"
   ],
   "movement": "lateral_raise",
   "equipment": "cable",
   "dimensions": {
    "laterality": "unilateral"
   },
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 65,
   "muscles": {
    "deltoid_lateral": 1.0,
    "deltoid_anterior": 0.25,
    "trapezius_upper": 0.3,
    "serratus_anterior": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "lateral_raise_machine",
   "name": "Lateral Raise (Machine)",
   "aliases": [
    "Machine Lateral Raise"
   ],
   "movement": "lateral_raise",
   "equipment": "machine",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 50,
   "muscles": {
    "deltoid_lateral": 1.0,
    "deltoid_anterior": 0.25,
    "trapezius_upper": 0.3,
    "serratus_anterior": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "lateral_raise_band",
   "name": "Lateral Raise (Band)",
   "aliases": [
    "Band Lateral Raise"
   ],
   "movement": "lateral_raise",
   "equipment": "band",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 10,
   "muscles": {
    "deltoid_lateral": 1.0,
    "deltoid_anterior": 0.25,
    "trapezius_upper": 0.3,
    "serratus_anterior": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "front_raise_dumbbell",
   "name": "Front Raise (Dumbbell)",
   "aliases": [
    "Front Raise",
    "Dumbbell Front Raise"
   ],
   "movement": "front_raise",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 45,
   "muscles": {
    "deltoid_anterior": 1.0,
    "pectoralis_major_clavicular": 0.3,
    "deltoid_lateral": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "front_raise_barbell",
   "name": "Front Raise (Barbell)",
   "aliases": [
    "Barbell Front Raise"
   ],
   "movement": "front_raise",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 20,
   "muscles": {
    "deltoid_anterior": 1.0,
    "pectoralis_major_clavicular": 0.3,
    "deltoid_lateral": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "front_raise_cable",
   "name": "Front Raise (Cable)",
   "aliases": [
    "Cable Front Raise"
   ],
   "movement": "front_raise",
   "equipment": "cable",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 20,
   "muscles": {
    "deltoid_anterior": 1.0,
    "pectoralis_major_clavicular": 0.3,
    "deltoid_lateral": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "front_raise_plate",
   "name": "Front Raise (Plate)",
   "aliases": [
    "Plate Front Raise",
    "Plate Raise"
   ],
   "movement": "front_raise",
   "equipment": "plate",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 20,
   "muscles": {
    "deltoid_anterior": 1.0,
    "pectoralis_major_clavicular": 0.3,
    "deltoid_lateral": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "reverse_fly_dumbbell",
   "name": "Reverse Fly (Dumbbell)",
   "aliases": [
    "Rear Delt Fly",
    "Bent Over Reverse Fly",
    "Rear Delt Raise",
    "Back Deltoids"
   ],
   "movement": "reverse_fly",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 55,
   "muscles": {
    "deltoid_posterior": 1.0,
    "rhomboids": 0.5,
    "trapezius_middle": 0.5,
    "rotator_cuff": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "reverse_fly_cable",
   "name": "Reverse Fly (Cable)",
   "aliases": [
    "Cable Rear Delt Fly",
    "Cable Reverse Fly"
   ],
   "movement": "reverse_fly",
   "equipment": "cable",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 35,
   "muscles": {
    "deltoid_posterior": 1.0,
    "rhomboids": 0.5,
    "trapezius_middle": 0.5,
    "rotator_cuff": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "reverse_fly_machine",
   "name": "Reverse Fly (Machine)",
   "aliases": [
    "Rear Delt Machine",
    "Reverse Pec Deck",
    "Rear Delt Fly (Machine)"
   ],
   "movement": "reverse_fly",
   "equipment": "machine",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 55,
   "muscles": {
    "deltoid_posterior": 1.0,
    "rhomboids": 0.5,
    "trapezius_middle": 0.5,
    "rotator_cuff": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "face_pull_cable",
   "name": "Face Pull (Cable)",
   "aliases": [
    "Face Pull",
    "Rope Face Pull",
    "Face Pulls"
   ],
   "movement": "face_pull",
   "equipment": "cable",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 65,
   "muscles": {
    "deltoid_posterior": 1.0,
    "rotator_cuff": 0.8,
    "rhomboids": 0.5,
    "trapezius_middle": 0.5,
    "trapezius_lower": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "face_pull_band",
   "name": "Face Pull (Band)",
   "aliases": [
    "Band Face Pull"
   ],
   "movement": "face_pull",
   "equipment": "band",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 15,
   "muscles": {
    "deltoid_posterior": 1.0,
    "rotator_cuff": 0.8,
    "rhomboids": 0.5,
    "trapezius_middle": 0.5,
    "trapezius_lower": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "upright_row_barbell",
   "name": "Upright Row (Barbell)",
   "aliases": [
    "Upright Row",
    "Barbell Upright Row"
   ],
   "movement": "upright_row",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 35,
   "muscles": {
    "deltoid_lateral": 1.0,
    "trapezius_upper": 1.0,
    "deltoid_anterior": 0.5,
    "biceps_brachii": 0.25,
    "brachialis": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "upright_row_dumbbell",
   "name": "Upright Row (Dumbbell)",
   "aliases": [
    "Dumbbell Upright Row"
   ],
   "movement": "upright_row",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 25,
   "muscles": {
    "deltoid_lateral": 1.0,
    "trapezius_upper": 1.0,
    "deltoid_anterior": 0.5,
    "biceps_brachii": 0.25,
    "brachialis": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "upright_row_cable",
   "name": "Upright Row (Cable)",
   "aliases": [
    "Cable Upright Row"
   ],
   "movement": "upright_row",
   "equipment": "cable",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 25,
   "muscles": {
    "deltoid_lateral": 1.0,
    "trapezius_upper": 1.0,
    "deltoid_anterior": 0.5,
    "biceps_brachii": 0.25,
    "brachialis": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "shrug_barbell",
   "name": "Shrug (Barbell)",
   "aliases": [
    "Barbell Shrug",
    "Shrugs"
   ],
   "movement": "shrug",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 50,
   "muscles": {
    "trapezius_upper": 1.0,
    "trapezius_middle": 0.5,
    "wrist_flexors": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "shrug_dumbbell",
   "name": "Shrug (Dumbbell)",
   "aliases": [
    "Dumbbell Shrug",
    "DB Shrug"
   ],
   "movement": "shrug",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 50,
   "muscles": {
    "trapezius_upper": 1.0,
    "trapezius_middle": 0.5,
    "wrist_flexors": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "shrug_smith_machine",
   "name": "Shrug (Smith Machine)",
   "aliases": [
    "Smith Machine Shrug"
   ],
   "movement": "shrug",
   "equipment": "smith_machine",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 20,
   "muscles": {
    "trapezius_upper": 1.0,
    "trapezius_middle": 0.5,
    "wrist_flexors": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "shrug_machine",
   "name": "Shrug (Machine)",
   "aliases": [
    "Machine Shrug"
   ],
   "movement": "shrug",
   "equipment": "machine",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 15,
   "muscles": {
    "trapezius_upper": 1.0,
    "trapezius_middle": 0.5,
    "wrist_flexors": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "shrug_trap_bar",
   "name": "Shrug (Trap Bar)",
   "aliases": [
    "Trap Bar Shrug"
   ],
   "movement": "shrug",
   "equipment": "trap_bar",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 15,
   "muscles": {
    "trapezius_upper": 1.0,
    "trapezius_middle": 0.5,
    "wrist_flexors": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "triceps_extension",
   "name": "Triceps Extension",
   "aliases": [
    "Overhead Triceps Extension",
    "Overhead Tricep Extension",
    "Tricep Extension"
   ],
   "movement": "triceps_extension",
   "equipment": "dumbbell",
   "dimensions": {
    "angle": "overhead"
   },
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 60,
   "muscles": {
    "triceps_brachii_long": 1.0,
    "triceps_brachii_lateral": 0.7,
    "triceps_brachii_medial": 0.7
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "triceps_extension_dumbbell",
   "name": "Triceps Extension (Dumbbell)",
   "aliases": [
    "Dumbbell Triceps Extension"
   ],
   "movement": "triceps_extension",
   "equipment": "dumbbell",
   "dimensions": {
    "angle": "overhead"
   },
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 55,
   "muscles": {
    "triceps_brachii_long": 1.0,
    "triceps_brachii_lateral": 0.7,
    "triceps_brachii_medial": 0.7
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "triceps_extension_barbell",
   "name": "Triceps Extension (Barbell)",
   "aliases": [
    "Barbell Overhead Extension",
    "French Press"
   ],
   "movement": "triceps_extension",
   "equipment": "barbell",
   "dimensions": {
    "angle": "overhead"
   },
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 30,
   "muscles": {
    "triceps_brachii_long": 1.0,
    "triceps_brachii_lateral": 0.7,
    "triceps_brachii_medial": 0.7
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "triceps_extension_ez_bar",
   "name": "Triceps Extension (EZ Bar)",
   "aliases": [
    "EZ Bar Overhead Extension"
   ],
   "movement": "triceps_extension",
   "equipment": "ez_bar",
   "dimensions": {
    "angle": "overhead"
   },
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 25,
   "muscles": {
    "triceps_brachii_long": 1.0,
    "triceps_brachii_lateral": 0.7,
    "triceps_brachii_medial": 0.7
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "triceps_extension_cable",
   "name": "Triceps Extension (Cable)",
   "aliases": [
    "Cable Overhead Triceps Extension",
    "Overhead Cable Extension",
    "Rope Overhead Extension"
   ],
   "movement": "triceps_extension",
   "equipment": "cable",
   "dimensions": {
    "angle": "overhead"
   },
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 55,
   "muscles": {
    "triceps_brachii_long": 1.0,
    "triceps_brachii_lateral": 0.7,
    "triceps_brachii_medial": 0.7
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "triceps_extension_machine",
   "name": "Triceps Extension (Machine)",
   "aliases": [
    "Machine Triceps Extension",
    "Tricep Machine"
   ],
   "movement": "triceps_extension",
   "equipment": "machine",
   "dimensions": {
    "angle": "overhead"
   },
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 35,
   "muscles": {
    "triceps_brachii_long": 1.0,
    "triceps_brachii_lateral": 0.7,
    "triceps_brachii_medial": 0.7
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "skullcrusher_barbell",
   "name": "Skullcrusher (Barbell)",
   "aliases": [
    "Skullcrusher",
    "Skull Crusher",
    "Lying Triceps Extension",
    "Skullcrushers"
   ],
   "movement": "triceps_extension",
   "equipment": "barbell",
   "dimensions": {
    "angle": "lying"
   },
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 55,
   "muscles": {
    "triceps_brachii_long": 1.0,
    "triceps_brachii_lateral": 0.7,
    "triceps_brachii_medial": 0.7
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "skullcrusher_ez_bar",
   "name": "Skullcrusher (EZ Bar)",
   "aliases": [
    "EZ Bar Skullcrusher",
    "EZ Bar Skull Crusher"
   ],
   "movement": "triceps_extension",
   "equipment": "ez_bar",
   "dimensions": {
    "angle": "lying"
   },
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 45,
   "muscles": {
    "triceps_brachii_long": 1.0,
    "triceps_brachii_lateral": 0.7,
    "triceps_brachii_medial": 0.7
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "skullcrusher_dumbbell",
   "name": "Skullcrusher (Dumbbell)",
   "aliases": [
    "Dumbbell Skullcrusher",
    "Dumbbell Lying Triceps Extension"
   ],
   "movement": "triceps_extension",
   "equipment": "dumbbell",
   "dimensions": {
    "angle": "lying"
   },
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 35,
   "muscles": {
    "triceps_brachii_long": 1.0,
    "triceps_brachii_lateral": 0.7,
    "triceps_brachii_medial": 0.7
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "triceps_pushdown_cable_straight_bar",
   "name": "Triceps Pushdown (Cable - Straight Bar)",
   "aliases": [
    "Triceps Pushdown",
    "Tricep Pushdown",
    "Cable Pushdown",
    "Straight Bar Pushdown"
   ],
   "movement": "triceps_pushdown",
   "equipment": "cable",
   "dimensions": {
    "grip_orientation": "pronated"
   },
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 75,
   "muscles": {
    "triceps_brachii_lateral": 1.0,
    "triceps_brachii_medial": 1.0,
    "triceps_brachii_long": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "triceps_rope_pushdown",
   "name": "Triceps Rope Pushdown",
   "aliases": [
    "Rope Pushdown",
    "Tricep Rope Pushdown",
    "Triceps Pushdown (Cable - Rope)"
   ],
   "movement": "triceps_pushdown",
   "equipment": "cable",
   "dimensions": {
    "grip_orientation": "neutral"
   },
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 70,
   "muscles": {
    "triceps_brachii_lateral": 1.0,
    "triceps_brachii_medial": 1.0,
    "triceps_brachii_long": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "triceps_pushdown_cable_v_bar",
   "name": "Triceps Pushdown (Cable - V Bar)",
   "aliases": [
    "V Bar Pushdown"
   ],
   "movement": "triceps_pushdown",
   "equipment": "cable",
   "dimensions": {
    "grip_orientation": "neutral"
   },
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 25,
   "muscles": {
    "triceps_brachii_lateral": 1.0,
    "triceps_brachii_medial": 1.0,
    "triceps_brachii_long": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "reverse_grip_triceps_pushdown_cable",
   "name": "Reverse Grip Triceps Pushdown (Cable)",
   "aliases": [
    "Reverse Grip Pushdown",
    "Underhand Pushdown"
   ],
   "movement": "triceps_pushdown",
   "equipment": "cable",
   "dimensions": {
    "grip_orientation": "supinated"
   },
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 15,
   "muscles": {
    "triceps_brachii_lateral": 1.0,
    "triceps_brachii_medial": 1.0,
    "triceps_brachii_long": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "triceps_pushdown_band",
   "name": "Triceps Pushdown (Band)",
   "aliases": [
    "Band Pushdown"
   ],
   "movement": "triceps_pushdown",
   "equipment": "band",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 8,
   "muscles": {
    "triceps_brachii_lateral": 1.0,
    "triceps_brachii_medial": 1.0,
    "triceps_brachii_long": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "triceps_kickback_dumbbell",
   "name": "Triceps Kickback (Dumbbell)",
   "aliases": [
    "Tricep Kickback",
    "Triceps Kickback",
    "Dumbbell Kickback"
   ],
   "movement": "triceps_pushdown",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 40,
   "muscles": {
    "triceps_brachii_lateral": 1.0,
    "triceps_brachii_medial": 1.0,
    "triceps_brachii_long": 0.8
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)",
    "per-exercise adjustment of the movement's weights (editorial)"
   ]
  },
  {
   "id": "triceps_kickback_cable",
   "name": "Triceps Kickback (Cable)",
   "aliases": [
    "Cable Kickback"
   ],
   "movement": "triceps_pushdown",
   "equipment": "cable",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 25,
   "muscles": {
    "triceps_brachii_lateral": 1.0,
    "triceps_brachii_medial": 1.0,
    "triceps_brachii_long": 0.8
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)",
    "per-exercise adjustment of the movement's weights (editorial)"
   ]
  },
  {
   "id": "pull_up",
   "name": "Pull Up",
   "aliases": [
    "Pull-Up",
    "Pullup",
    "Pull Ups",
    "Pullups"
   ],
   "movement": "pull_up",
   "equipment": "bodyweight",
   "dimensions": {
    "grip_orientation": "pronated"
   },
   "type": "bodyweight_reps",
   "rest_s": 150,
   "popularity": 90,
   "muscles": {
    "latissimus_dorsi": 1.0,
    "teres_major": 0.5,
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "brachioradialis": 0.3,
    "rhomboids": 0.3,
    "trapezius_lower": 0.3,
    "deltoid_posterior": 0.25,
    "rectus_abdominis": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "pull_up_assisted",
   "name": "Pull Up (Assisted)",
   "aliases": [
    "Assisted Pull Up",
    "Assisted Pull-Up",
    "Machine Assisted Pull Up"
   ],
   "movement": "pull_up",
   "equipment": "assisted_machine",
   "dimensions": {
    "grip_orientation": "pronated"
   },
   "type": "assisted_bodyweight",
   "rest_s": 150,
   "popularity": 55,
   "muscles": {
    "latissimus_dorsi": 1.0,
    "teres_major": 0.5,
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "brachioradialis": 0.3,
    "rhomboids": 0.3,
    "trapezius_lower": 0.3,
    "deltoid_posterior": 0.25,
    "rectus_abdominis": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "pull_up_band",
   "name": "Pull Up (Band)",
   "aliases": [
    "Band Assisted Pull Up",
    "Banded Pull Up"
   ],
   "movement": "pull_up",
   "equipment": "band",
   "dimensions": {
    "grip_orientation": "pronated"
   },
   "type": "assisted_bodyweight",
   "rest_s": 150,
   "popularity": 40,
   "muscles": {
    "latissimus_dorsi": 1.0,
    "teres_major": 0.5,
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "brachioradialis": 0.3,
    "rhomboids": 0.3,
    "trapezius_lower": 0.3,
    "deltoid_posterior": 0.25,
    "rectus_abdominis": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "pull_up_weighted",
   "name": "Pull Up (Weighted)",
   "aliases": [
    "Weighted Pull Up",
    "Weighted Pull-Up"
   ],
   "movement": "pull_up",
   "equipment": "weighted",
   "dimensions": {
    "grip_orientation": "pronated"
   },
   "type": "weighted_bodyweight",
   "rest_s": 150,
   "popularity": 45,
   "muscles": {
    "latissimus_dorsi": 1.0,
    "teres_major": 0.5,
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "brachioradialis": 0.3,
    "rhomboids": 0.3,
    "trapezius_lower": 0.3,
    "deltoid_posterior": 0.25,
    "rectus_abdominis": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "wide_pull_up",
   "name": "Wide Pull Up",
   "aliases": [
    "Wide Grip Pull Up",
    "Wide-Grip Pull-Up"
   ],
   "movement": "pull_up",
   "equipment": "bodyweight",
   "dimensions": {
    "grip_width": "wide",
    "grip_orientation": "pronated"
   },
   "type": "bodyweight_reps",
   "rest_s": 150,
   "popularity": 35,
   "muscles": {
    "latissimus_dorsi": 1.0,
    "teres_major": 0.5,
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "brachioradialis": 0.3,
    "rhomboids": 0.3,
    "trapezius_lower": 0.3,
    "deltoid_posterior": 0.25,
    "rectus_abdominis": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "neutral_grip_pull_up",
   "name": "Neutral Grip Pull Up",
   "aliases": [
    "Neutral Grip Pull-Up",
    "Hammer Grip Pull Up"
   ],
   "movement": "pull_up",
   "equipment": "bodyweight",
   "dimensions": {
    "grip_orientation": "neutral"
   },
   "type": "bodyweight_reps",
   "rest_s": 150,
   "popularity": 30,
   "muscles": {
    "latissimus_dorsi": 1.0,
    "teres_major": 0.5,
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "brachioradialis": 0.3,
    "rhomboids": 0.3,
    "trapezius_lower": 0.3,
    "deltoid_posterior": 0.25,
    "rectus_abdominis": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "chin_up",
   "name": "Chin Up",
   "aliases": [
    "Chin-Up",
    "Chinup",
    "Chin Ups"
   ],
   "movement": "chin_up",
   "equipment": "bodyweight",
   "dimensions": {
    "grip_orientation": "supinated"
   },
   "type": "bodyweight_reps",
   "rest_s": 150,
   "popularity": 75,
   "muscles": {
    "latissimus_dorsi": 1.0,
    "teres_major": 0.5,
    "biceps_brachii": 0.8,
    "brachialis": 0.5,
    "brachioradialis": 0.3,
    "rhomboids": 0.3,
    "trapezius_lower": 0.3,
    "rectus_abdominis": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "chin_up_assisted",
   "name": "Chin Up (Assisted)",
   "aliases": [
    "Assisted Chin Up"
   ],
   "movement": "chin_up",
   "equipment": "assisted_machine",
   "dimensions": {},
   "type": "assisted_bodyweight",
   "rest_s": 150,
   "popularity": 35,
   "muscles": {
    "latissimus_dorsi": 1.0,
    "teres_major": 0.5,
    "biceps_brachii": 0.8,
    "brachialis": 0.5,
    "brachioradialis": 0.3,
    "rhomboids": 0.3,
    "trapezius_lower": 0.3,
    "rectus_abdominis": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "chin_up_weighted",
   "name": "Chin Up (Weighted)",
   "aliases": [
    "Weighted Chin Up"
   ],
   "movement": "chin_up",
   "equipment": "weighted",
   "dimensions": {},
   "type": "weighted_bodyweight",
   "rest_s": 150,
   "popularity": 30,
   "muscles": {
    "latissimus_dorsi": 1.0,
    "teres_major": 0.5,
    "biceps_brachii": 0.8,
    "brachialis": 0.5,
    "brachioradialis": 0.3,
    "rhomboids": 0.3,
    "trapezius_lower": 0.3,
    "rectus_abdominis": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "lat_pulldown_cable",
   "name": "Lat Pulldown (Cable)",
   "aliases": [
    "Lat Pulldown",
    "Lat Pull Down",
    "Pulldown",
    "Cable Lat Pulldown",
    "Front Pulldown"
   ],
   "movement": "lat_pulldown",
   "equipment": "cable",
   "dimensions": {
    "grip_orientation": "pronated"
   },
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 95,
   "muscles": {
    "latissimus_dorsi": 1.0,
    "teres_major": 0.5,
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "brachioradialis": 0.3,
    "rhomboids": 0.3,
    "trapezius_lower": 0.3,
    "deltoid_posterior": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "lat_pulldown_machine",
   "name": "Lat Pulldown (Machine)",
   "aliases": [
    "Machine Lat Pulldown",
    "Plate Loaded Lat Pulldown"
   ],
   "movement": "lat_pulldown",
   "equipment": "machine",
   "dimensions": {
    "grip_orientation": "pronated"
   },
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 60,
   "muscles": {
    "latissimus_dorsi": 1.0,
    "teres_major": 0.5,
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "brachioradialis": 0.3,
    "rhomboids": 0.3,
    "trapezius_lower": 0.3,
    "deltoid_posterior": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "lat_pulldown_single_arm",
   "name": "Lat Pulldown (Single Arm)",
   "aliases": [
    "Single Arm Lat Pulldown",
    "One Arm Pulldown"
   ],
   "movement": "lat_pulldown",
   "equipment": "cable",
   "dimensions": {
    "laterality": "unilateral"
   },
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 30,
   "muscles": {
    "latissimus_dorsi": 1.0,
    "teres_major": 0.5,
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "brachioradialis": 0.3,
    "rhomboids": 0.3,
    "trapezius_lower": 0.3,
    "deltoid_posterior": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "lat_pulldown_wide_grip_cable",
   "name": "Lat Pulldown - Wide Grip (Cable)",
   "aliases": [
    "Wide Grip Lat Pulldown",
    "Wide Pulldown"
   ],
   "movement": "lat_pulldown",
   "equipment": "cable",
   "dimensions": {
    "grip_width": "wide"
   },
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 45,
   "muscles": {
    "latissimus_dorsi": 1.0,
    "teres_major": 0.5,
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "brachioradialis": 0.3,
    "rhomboids": 0.3,
    "trapezius_lower": 0.3,
    "deltoid_posterior": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "lat_pulldown_close_grip_cable",
   "name": "Lat Pulldown - Close Grip (Cable)",
   "aliases": [
    "Close Grip Lat Pulldown",
    "V Bar Pulldown",
    "Close Grip Pulldown"
   ],
   "movement": "lat_pulldown",
   "equipment": "cable",
   "dimensions": {
    "grip_width": "close",
    "grip_orientation": "neutral"
   },
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 45,
   "muscles": {
    "latissimus_dorsi": 1.0,
    "teres_major": 0.5,
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "brachioradialis": 0.3,
    "rhomboids": 0.3,
    "trapezius_lower": 0.3,
    "deltoid_posterior": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "lat_pulldown_underhand_cable",
   "name": "Lat Pulldown - Underhand (Cable)",
   "aliases": [
    "Underhand Lat Pulldown",
    "Reverse Grip Lat Pulldown"
   ],
   "movement": "lat_pulldown",
   "equipment": "cable",
   "dimensions": {
    "grip_orientation": "supinated"
   },
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 35,
   "muscles": {
    "latissimus_dorsi": 1.0,
    "teres_major": 0.5,
    "biceps_brachii": 0.7,
    "brachialis": 0.5,
    "brachioradialis": 0.3,
    "rhomboids": 0.3,
    "trapezius_lower": 0.3,
    "deltoid_posterior": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)",
    "per-exercise adjustment of the movement's weights (editorial)"
   ]
  },
  {
   "id": "lat_pulldown_band",
   "name": "Lat Pulldown (Band)",
   "aliases": [
    "Band Lat Pulldown"
   ],
   "movement": "lat_pulldown",
   "equipment": "band",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 8,
   "muscles": {
    "latissimus_dorsi": 1.0,
    "teres_major": 0.5,
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "brachioradialis": 0.3,
    "rhomboids": 0.3,
    "trapezius_lower": 0.3,
    "deltoid_posterior": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "seated_row_cable",
   "name": "Seated Row (Cable)",
   "aliases": [
    "Seated Cable Row",
    "Cable Row",
    "Low Row",
    "Seated Row"
   ],
   "movement": "row",
   "equipment": "cable",
   "dimensions": {
    "grip_orientation": "neutral"
   },
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 90,
   "muscles": {
    "latissimus_dorsi": 0.8,
    "rhomboids": 1.0,
    "trapezius_middle": 1.0,
    "trapezius_lower": 0.5,
    "deltoid_posterior": 0.5,
    "teres_major": 0.5,
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "brachioradialis": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "seated_row_machine",
   "name": "Seated Row (Machine)",
   "aliases": [
    "Machine Row",
    "Seated Machine Row"
   ],
   "movement": "row",
   "equipment": "machine",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 65,
   "muscles": {
    "latissimus_dorsi": 0.8,
    "rhomboids": 1.0,
    "trapezius_middle": 1.0,
    "trapezius_lower": 0.5,
    "deltoid_posterior": 0.5,
    "teres_major": 0.5,
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "brachioradialis": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "seated_wide_grip_row_cable",
   "name": "Seated Wide-Grip Row (Cable)",
   "aliases": [
    "Cable Row Wide Grip",
    "Wide Grip Cable Row",
    "Wide Grip Seated Row"
   ],
   "movement": "row",
   "equipment": "cable",
   "dimensions": {
    "grip_width": "wide",
    "grip_orientation": "pronated"
   },
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 35,
   "muscles": {
    "latissimus_dorsi": 0.6,
    "rhomboids": 1.0,
    "trapezius_middle": 1.0,
    "trapezius_lower": 0.5,
    "deltoid_posterior": 0.7,
    "teres_major": 0.5,
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "brachioradialis": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)",
    "per-exercise adjustment of the movement's weights (editorial)"
   ]
  },
  {
   "id": "iso_lateral_row_machine",
   "name": "Iso-Lateral Row (Machine)",
   "aliases": [
    "Iso Lateral Row",
    "Hammer Strength Row",
    "Plate Loaded Row"
   ],
   "movement": "row",
   "equipment": "plate_loaded",
   "dimensions": {
    "laterality": "unilateral"
   },
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 40,
   "muscles": {
    "latissimus_dorsi": 0.8,
    "rhomboids": 1.0,
    "trapezius_middle": 1.0,
    "trapezius_lower": 0.5,
    "deltoid_posterior": 0.5,
    "teres_major": 0.5,
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "brachioradialis": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "high_row_machine",
   "name": "High Row (Machine)",
   "aliases": [
    "High Row",
    "Iso-Lateral High Row",
    "Hammer Strength High Row"
   ],
   "movement": "row",
   "equipment": "plate_loaded",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 30,
   "muscles": {
    "latissimus_dorsi": 1.0,
    "rhomboids": 0.6,
    "trapezius_middle": 0.5,
    "trapezius_lower": 0.5,
    "deltoid_posterior": 0.5,
    "teres_major": 0.5,
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "brachioradialis": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)",
    "per-exercise adjustment of the movement's weights (editorial)"
   ]
  },
  {
   "id": "chest_supported_row_dumbbell",
   "name": "Chest Supported Row (Dumbbell)",
   "aliases": [
    "Chest Supported Row",
    "Incline Dumbbell Row",
    "Seal Row (Dumbbell)"
   ],
   "movement": "row",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 40,
   "muscles": {
    "latissimus_dorsi": 0.8,
    "rhomboids": 1.0,
    "trapezius_middle": 1.0,
    "trapezius_lower": 0.5,
    "deltoid_posterior": 0.5,
    "teres_major": 0.5,
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "brachioradialis": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "seal_row_barbell",
   "name": "Seal Row (Barbell)",
   "aliases": [
    "Seal Row",
    "Barbell Seal Row"
   ],
   "movement": "row",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 15,
   "muscles": {
    "latissimus_dorsi": 0.8,
    "rhomboids": 1.0,
    "trapezius_middle": 1.0,
    "trapezius_lower": 0.5,
    "deltoid_posterior": 0.5,
    "teres_major": 0.5,
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "brachioradialis": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "bent_over_row_barbell",
   "name": "Bent Over Row (Barbell)",
   "aliases": [
    "Barbell Row",
    "Bent Over Row",
    "Bent-Over Row",
    "BB Row"
   ],
   "movement": "bent_over_row",
   "equipment": "barbell",
   "dimensions": {
    "grip_orientation": "pronated"
   },
   "type": "weight_reps",
   "rest_s": 150,
   "popularity": 85,
   "muscles": {
    "latissimus_dorsi": 0.8,
    "rhomboids": 1.0,
    "trapezius_middle": 1.0,
    "trapezius_lower": 0.5,
    "deltoid_posterior": 0.5,
    "teres_major": 0.5,
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "erector_spinae": 0.5,
    "biceps_femoris": 0.25,
    "gluteus_maximus": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "bent_over_row_dumbbell",
   "name": "Bent Over Row (Dumbbell)",
   "aliases": [
    "Dumbbell Row",
    "DB Row",
    "Two Arm Dumbbell Row"
   ],
   "movement": "bent_over_row",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 150,
   "popularity": 65,
   "muscles": {
    "latissimus_dorsi": 0.8,
    "rhomboids": 1.0,
    "trapezius_middle": 1.0,
    "trapezius_lower": 0.5,
    "deltoid_posterior": 0.5,
    "teres_major": 0.5,
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "erector_spinae": 0.5,
    "biceps_femoris": 0.25,
    "gluteus_maximus": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "bent_over_row_underhand_barbell",
   "name": "Bent Over Row - Underhand (Barbell)",
   "aliases": [
    "Underhand Barbell Row",
    "Reverse Grip Barbell Row",
    "Yates Row"
   ],
   "movement": "bent_over_row",
   "equipment": "barbell",
   "dimensions": {
    "grip_orientation": "supinated"
   },
   "type": "weight_reps",
   "rest_s": 150,
   "popularity": 25,
   "muscles": {
    "latissimus_dorsi": 0.8,
    "rhomboids": 1.0,
    "trapezius_middle": 1.0,
    "trapezius_lower": 0.5,
    "deltoid_posterior": 0.5,
    "teres_major": 0.5,
    "biceps_brachii": 0.7,
    "brachialis": 0.5,
    "erector_spinae": 0.5,
    "biceps_femoris": 0.25,
    "gluteus_maximus": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)",
    "per-exercise adjustment of the movement's weights (editorial)"
   ]
  },
  {
   "id": "bent_over_one_arm_row_dumbbell",
   "name": "Bent Over One Arm Row (Dumbbell)",
   "aliases": [
    "One Arm Dumbbell Row",
    "Single Arm Dumbbell Row",
    "One-Arm Row"
   ],
   "movement": "bent_over_row",
   "equipment": "dumbbell",
   "dimensions": {
    "laterality": "unilateral"
   },
   "type": "weight_reps",
   "rest_s": 150,
   "popularity": 75,
   "muscles": {
    "latissimus_dorsi": 0.8,
    "rhomboids": 1.0,
    "trapezius_middle": 1.0,
    "trapezius_lower": 0.5,
    "deltoid_posterior": 0.5,
    "teres_major": 0.5,
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "erector_spinae": 0.25,
    "biceps_femoris": 0.25,
    "gluteus_maximus": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)",
    "per-exercise adjustment of the movement's weights (editorial)"
   ]
  },
  {
   "id": "pendlay_row_barbell",
   "name": "Pendlay Row (Barbell)",
   "aliases": [
    "Pendlay Row"
   ],
   "movement": "bent_over_row",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 150,
   "popularity": 35,
   "muscles": {
    "latissimus_dorsi": 0.8,
    "rhomboids": 1.0,
    "trapezius_middle": 1.0,
    "trapezius_lower": 0.5,
    "deltoid_posterior": 0.5,
    "teres_major": 0.5,
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "erector_spinae": 0.5,
    "biceps_femoris": 0.25,
    "gluteus_maximus": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "t_bar_row",
   "name": "T Bar Row",
   "aliases": [
    "T-Bar Row",
    "T Bar Row (Machine)",
    "Landmine Row"
   ],
   "movement": "bent_over_row",
   "equipment": "landmine",
   "dimensions": {
    "grip_orientation": "neutral"
   },
   "type": "weight_reps",
   "rest_s": 150,
   "popularity": 55,
   "muscles": {
    "latissimus_dorsi": 0.8,
    "rhomboids": 1.0,
    "trapezius_middle": 1.0,
    "trapezius_lower": 0.5,
    "deltoid_posterior": 0.5,
    "teres_major": 0.5,
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "erector_spinae": 0.5,
    "biceps_femoris": 0.25,
    "gluteus_maximus": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "bent_over_row_smith_machine",
   "name": "Bent Over Row (Smith Machine)",
   "aliases": [
    "Smith Machine Row"
   ],
   "movement": "bent_over_row",
   "equipment": "smith_machine",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 150,
   "popularity": 15,
   "muscles": {
    "latissimus_dorsi": 0.8,
    "rhomboids": 1.0,
    "trapezius_middle": 1.0,
    "trapezius_lower": 0.5,
    "deltoid_posterior": 0.5,
    "teres_major": 0.5,
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "erector_spinae": 0.5,
    "biceps_femoris": 0.25,
    "gluteus_maximus": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "bent_over_row_cable",
   "name": "Bent Over Row (Cable)",
   "aliases": [
    "Standing Cable Row"
   ],
   "movement": "bent_over_row",
   "equipment": "cable",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 150,
   "popularity": 10,
   "muscles": {
    "latissimus_dorsi": 0.8,
    "rhomboids": 1.0,
    "trapezius_middle": 1.0,
    "trapezius_lower": 0.5,
    "deltoid_posterior": 0.5,
    "teres_major": 0.5,
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "erector_spinae": 0.5,
    "biceps_femoris": 0.25,
    "gluteus_maximus": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "inverted_row_bodyweight",
   "name": "Inverted Row (Bodyweight)",
   "aliases": [
    "Inverted Row",
    "Australian Pull Up",
    "Body Row"
   ],
   "movement": "inverted_row",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 90,
   "popularity": 40,
   "muscles": {
    "latissimus_dorsi": 0.8,
    "rhomboids": 1.0,
    "trapezius_middle": 1.0,
    "deltoid_posterior": 0.5,
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "rectus_abdominis": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "inverted_row_suspension",
   "name": "Inverted Row (Suspension)",
   "aliases": [
    "TRX Row",
    "Ring Row",
    "Suspension Row"
   ],
   "movement": "inverted_row",
   "equipment": "suspension",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 90,
   "popularity": 25,
   "muscles": {
    "latissimus_dorsi": 0.8,
    "rhomboids": 1.0,
    "trapezius_middle": 1.0,
    "deltoid_posterior": 0.5,
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "rectus_abdominis": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "renegade_row_dumbbell",
   "name": "Renegade Row (Dumbbell)",
   "aliases": [
    "Renegade Row"
   ],
   "movement": "bent_over_row",
   "equipment": "dumbbell",
   "dimensions": {
    "laterality": "unilateral"
   },
   "type": "weight_reps",
   "rest_s": 150,
   "popularity": 15,
   "muscles": {
    "latissimus_dorsi": 0.8,
    "rhomboids": 1.0,
    "trapezius_middle": 1.0,
    "trapezius_lower": 0.5,
    "deltoid_posterior": 0.5,
    "teres_major": 0.5,
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "biceps_femoris": 0.25,
    "gluteus_maximus": 0.25,
    "rectus_abdominis": 0.5,
    "transversus_abdominis": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)",
    "per-exercise adjustment of the movement's weights (editorial)"
   ]
  },
  {
   "id": "pullover_dumbbell",
   "name": "Pullover (Dumbbell)",
   "aliases": [
    "Dumbbell Pullover",
    "DB Pullover"
   ],
   "movement": "pullover",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 35,
   "muscles": {
    "latissimus_dorsi": 1.0,
    "teres_major": 0.5,
    "pectoralis_major_sternal": 0.5,
    "triceps_brachii_long": 0.3,
    "serratus_anterior": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "pullover_machine",
   "name": "Pullover (Machine)",
   "aliases": [
    "Machine Pullover",
    "Nautilus Pullover"
   ],
   "movement": "pullover",
   "equipment": "machine",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 20,
   "muscles": {
    "latissimus_dorsi": 1.0,
    "teres_major": 0.5,
    "pectoralis_major_sternal": 0.5,
    "triceps_brachii_long": 0.3,
    "serratus_anterior": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "straight_arm_pulldown_cable",
   "name": "Straight Arm Pulldown (Cable)",
   "aliases": [
    "Straight Arm Pulldown",
    "Straight-Arm Lat Pulldown",
    "Cable Pullover"
   ],
   "movement": "straight_arm_pulldown",
   "equipment": "cable",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 45,
   "muscles": {
    "latissimus_dorsi": 1.0,
    "teres_major": 0.6,
    "triceps_brachii_long": 0.3,
    "rectus_abdominis": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "bicep_curl_barbell",
   "name": "Bicep Curl (Barbell)",
   "aliases": [
    "Barbell Curl",
    "Barbell Bicep Curl",
    "BB Curl",
    "Standing Barbell Curl"
   ],
   "movement": "biceps_curl",
   "equipment": "barbell",
   "dimensions": {
    "grip_orientation": "supinated"
   },
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 80,
   "muscles": {
    "biceps_brachii": 1.0,
    "brachialis": 0.5,
    "brachioradialis": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "bicep_curl_dumbbell",
   "name": "Bicep Curl (Dumbbell)",
   "aliases": [
    "Dumbbell Curl",
    "DB Curl",
    "Dumbbell Bicep Curl",
    "Biceps Curl",
    "Bicep Curl"
   ],
   "movement": "biceps_curl",
   "equipment": "dumbbell",
   "dimensions": {
    "grip_orientation": "supinated"
   },
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 90,
   "muscles": {
    "biceps_brachii": 1.0,
    "brachialis": 0.5,
    "brachioradialis": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "bicep_curl_cable",
   "name": "Bicep Curl (Cable)",
   "aliases": [
    "Cable Curl",
    "Cable Bicep Curl"
   ],
   "movement": "biceps_curl",
   "equipment": "cable",
   "dimensions": {
    "grip_orientation": "supinated"
   },
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 60,
   "muscles": {
    "biceps_brachii": 1.0,
    "brachialis": 0.5,
    "brachioradialis": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "bicep_curl_machine",
   "name": "Bicep Curl (Machine)",
   "aliases": [
    "Machine Curl",
    "Machine Bicep Curl",
    "Biceps Curl Machine"
   ],
   "movement": "biceps_curl",
   "equipment": "machine",
   "dimensions": {
    "grip_orientation": "supinated"
   },
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 50,
   "muscles": {
    "biceps_brachii": 1.0,
    "brachialis": 0.5,
    "brachioradialis": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "bicep_curl_band",
   "name": "Bicep Curl (Band)",
   "aliases": [
    "Band Curl"
   ],
   "movement": "biceps_curl",
   "equipment": "band",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 10,
   "muscles": {
    "biceps_brachii": 1.0,
    "brachialis": 0.5,
    "brachioradialis": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "bicep_curl_ez_bar",
   "name": "Bicep Curl (EZ Bar)",
   "aliases": [
    "EZ Bar Curl",
    "EZ Curl",
    "EZ-Bar Curl"
   ],
   "movement": "biceps_curl",
   "equipment": "ez_bar",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 60,
   "muscles": {
    "biceps_brachii": 1.0,
    "brachialis": 0.5,
    "brachioradialis": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "incline_curl_dumbbell",
   "name": "Incline Curl (Dumbbell)",
   "aliases": [
    "Incline Dumbbell Curl",
    "Incline Curl"
   ],
   "movement": "biceps_curl",
   "equipment": "dumbbell",
   "dimensions": {
    "angle": "incline"
   },
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 40,
   "muscles": {
    "biceps_brachii": 1.0,
    "brachialis": 0.5,
    "brachioradialis": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "preacher_curl_barbell",
   "name": "Preacher Curl (Barbell)",
   "aliases": [
    "Preacher Curl",
    "Barbell Preacher Curl"
   ],
   "movement": "biceps_curl",
   "equipment": "barbell",
   "dimensions": {
    "angle": "preacher"
   },
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 45,
   "muscles": {
    "biceps_brachii": 1.0,
    "brachialis": 0.5,
    "brachioradialis": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "preacher_curl_ez_bar",
   "name": "Preacher Curl (EZ Bar)",
   "aliases": [
    "EZ Bar Preacher Curl"
   ],
   "movement": "biceps_curl",
   "equipment": "ez_bar",
   "dimensions": {
    "angle": "preacher"
   },
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 40,
   "muscles": {
    "biceps_brachii": 1.0,
    "brachialis": 0.5,
    "brachioradialis": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "preacher_curl_dumbbell",
   "name": "Preacher Curl (Dumbbell)",
   "aliases": [
    "Dumbbell Preacher Curl"
   ],
   "movement": "biceps_curl",
   "equipment": "dumbbell",
   "dimensions": {
    "angle": "preacher",
    "laterality": "unilateral"
   },
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 35,
   "muscles": {
    "biceps_brachii": 1.0,
    "brachialis": 0.5,
    "brachioradialis": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "preacher_curl_machine",
   "name": "Preacher Curl (Machine)",
   "aliases": [
    "Machine Preacher Curl"
   ],
   "movement": "biceps_curl",
   "equipment": "machine",
   "dimensions": {
    "angle": "preacher"
   },
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 40,
   "muscles": {
    "biceps_brachii": 1.0,
    "brachialis": 0.5,
    "brachioradialis": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "concentration_curl_dumbbell",
   "name": "Concentration Curl (Dumbbell)",
   "aliases": [
    "Concentration Curl"
   ],
   "movement": "biceps_curl",
   "equipment": "dumbbell",
   "dimensions": {
    "laterality": "unilateral"
   },
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 40,
   "muscles": {
    "biceps_brachii": 1.0,
    "brachialis": 0.5,
    "brachioradialis": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "spider_curl_dumbbell",
   "name": "Spider Curl (Dumbbell)",
   "aliases": [
    "Spider Curl"
   ],
   "movement": "biceps_curl",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 15,
   "muscles": {
    "biceps_brachii": 1.0,
    "brachialis": 0.5,
    "brachioradialis": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "drag_curl_barbell",
   "name": "Drag Curl (Barbell)",
   "aliases": [
    "Drag Curl"
   ],
   "movement": "biceps_curl",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 10,
   "muscles": {
    "biceps_brachii": 1.0,
    "brachialis": 0.5,
    "brachioradialis": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "hammer_curl_dumbbell",
   "name": "Hammer Curl (Dumbbell)",
   "aliases": [
    "Hammer Curl",
    "Dumbbell Hammer Curl",
    "DB Hammer Curl",
    "Hammer Curls"
   ],
   "movement": "hammer_curl",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 75,
   "muscles": {
    "brachialis": 1.0,
    "brachioradialis": 1.0,
    "biceps_brachii": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "hammer_curl_cable",
   "name": "Hammer Curl (Cable)",
   "aliases": [
    "Cable Hammer Curl",
    "Rope Hammer Curl"
   ],
   "movement": "hammer_curl",
   "equipment": "cable",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 35,
   "muscles": {
    "brachialis": 1.0,
    "brachioradialis": 1.0,
    "biceps_brachii": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "hammer_curl_band",
   "name": "Hammer Curl (Band)",
   "aliases": [
    "Band Hammer Curl"
   ],
   "movement": "hammer_curl",
   "equipment": "band",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 8,
   "muscles": {
    "brachialis": 1.0,
    "brachioradialis": 1.0,
    "biceps_brachii": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "cross_body_hammer_curl_dumbbell",
   "name": "Cross Body Hammer Curl (Dumbbell)",
   "aliases": [
    "Cross Body Hammer Curl",
    "Cross-Body Curl"
   ],
   "movement": "hammer_curl",
   "equipment": "dumbbell",
   "dimensions": {
    "laterality": "unilateral"
   },
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 20,
   "muscles": {
    "brachialis": 1.0,
    "brachioradialis": 1.0,
    "biceps_brachii": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "reverse_curl_barbell",
   "name": "Reverse Curl (Barbell)",
   "aliases": [
    "Reverse Curl",
    "Reverse Barbell Curl"
   ],
   "movement": "reverse_curl",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 25,
   "muscles": {
    "brachioradialis": 1.0,
    "brachialis": 1.0,
    "wrist_extensors": 0.5,
    "biceps_brachii": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "reverse_curl_dumbbell",
   "name": "Reverse Curl (Dumbbell)",
   "aliases": [
    "Reverse Dumbbell Curl"
   ],
   "movement": "reverse_curl",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 15,
   "muscles": {
    "brachioradialis": 1.0,
    "brachialis": 1.0,
    "wrist_extensors": 0.5,
    "biceps_brachii": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "reverse_curl_cable",
   "name": "Reverse Curl (Cable)",
   "aliases": [
    "Reverse Cable Curl"
   ],
   "movement": "reverse_curl",
   "equipment": "cable",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 15,
   "muscles": {
    "brachioradialis": 1.0,
    "brachialis": 1.0,
    "wrist_extensors": 0.5,
    "biceps_brachii": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "reverse_curl_ez_bar",
   "name": "Reverse Curl (EZ Bar)",
   "aliases": [
    "EZ Bar Reverse Curl"
   ],
   "movement": "reverse_curl",
   "equipment": "ez_bar",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 15,
   "muscles": {
    "brachioradialis": 1.0,
    "brachialis": 1.0,
    "wrist_extensors": 0.5,
    "biceps_brachii": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "wrist_curl_barbell",
   "name": "Wrist Curl (Barbell)",
   "aliases": [
    "Wrist Curl",
    "Barbell Wrist Curl"
   ],
   "movement": "wrist_curl",
   "equipment": "barbell",
   "dimensions": {
    "grip_orientation": "supinated"
   },
   "type": "weight_reps",
   "rest_s": 45,
   "popularity": 25,
   "muscles": {
    "wrist_flexors": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "wrist_curl_dumbbell",
   "name": "Wrist Curl (Dumbbell)",
   "aliases": [
    "Dumbbell Wrist Curl"
   ],
   "movement": "wrist_curl",
   "equipment": "dumbbell",
   "dimensions": {
    "grip_orientation": "supinated"
   },
   "type": "weight_reps",
   "rest_s": 45,
   "popularity": 20,
   "muscles": {
    "wrist_flexors": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "reverse_wrist_curl_barbell",
   "name": "Reverse Wrist Curl (Barbell)",
   "aliases": [
    "Reverse Wrist Curl",
    "Wrist Extension"
   ],
   "movement": "wrist_curl",
   "equipment": "barbell",
   "dimensions": {
    "grip_orientation": "pronated"
   },
   "type": "weight_reps",
   "rest_s": 45,
   "popularity": 15,
   "muscles": {
    "wrist_extensors": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)",
    "per-exercise adjustment of the movement's weights (editorial)"
   ]
  },
  {
   "id": "reverse_wrist_curl_dumbbell",
   "name": "Reverse Wrist Curl (Dumbbell)",
   "aliases": [
    "Dumbbell Reverse Wrist Curl"
   ],
   "movement": "wrist_curl",
   "equipment": "dumbbell",
   "dimensions": {
    "grip_orientation": "pronated"
   },
   "type": "weight_reps",
   "rest_s": 45,
   "popularity": 10,
   "muscles": {
    "wrist_extensors": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)",
    "per-exercise adjustment of the movement's weights (editorial)"
   ]
  },
  {
   "id": "squat_barbell",
   "name": "Squat (Barbell)",
   "aliases": [
    "Squat",
    "Back Squat",
    "Barbell Squat",
    "Barbell Back Squat"
   ],
   "movement": "squat",
   "equipment": "barbell",
   "dimensions": {
    "stance": "standard"
   },
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 100,
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "rectus_femoris": 0.5,
    "gluteus_maximus": 1.0,
    "hip_adductors": 0.5,
    "erector_spinae": 0.3,
    "gluteus_medius": 0.25,
    "soleus": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "squat_dumbbell",
   "name": "Squat (Dumbbell)",
   "aliases": [
    "Dumbbell Squat",
    "DB Squat"
   ],
   "movement": "squat",
   "equipment": "dumbbell",
   "dimensions": {
    "stance": "standard"
   },
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 35,
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "rectus_femoris": 0.5,
    "gluteus_maximus": 1.0,
    "hip_adductors": 0.5,
    "erector_spinae": 0.3,
    "gluteus_medius": 0.25,
    "soleus": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "squat_smith_machine",
   "name": "Squat (Smith Machine)",
   "aliases": [
    "Smith Machine Squat",
    "Smith Squat"
   ],
   "movement": "squat",
   "equipment": "smith_machine",
   "dimensions": {
    "stance": "standard"
   },
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 45,
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "rectus_femoris": 0.5,
    "gluteus_maximus": 1.0,
    "hip_adductors": 0.5,
    "erector_spinae": 0.3,
    "gluteus_medius": 0.25,
    "soleus": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "squat_bodyweight",
   "name": "Squat (Bodyweight)",
   "aliases": [
    "Air Squat",
    "Bodyweight Squat"
   ],
   "movement": "squat",
   "equipment": "bodyweight",
   "dimensions": {
    "stance": "standard"
   },
   "type": "bodyweight_reps",
   "rest_s": 180,
   "popularity": 35,
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "rectus_femoris": 0.5,
    "gluteus_maximus": 1.0,
    "hip_adductors": 0.5,
    "erector_spinae": 0.3,
    "gluteus_medius": 0.25,
    "soleus": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "squat_machine",
   "name": "Squat (Machine)",
   "aliases": [
    "Pendulum Squat",
    "Machine Squat",
    "V Squat"
   ],
   "movement": "squat",
   "equipment": "machine",
   "dimensions": {
    "stance": "standard"
   },
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 30,
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "rectus_femoris": 0.5,
    "gluteus_maximus": 1.0,
    "hip_adductors": 0.5,
    "erector_spinae": 0.3,
    "gluteus_medius": 0.25,
    "soleus": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "squat_band",
   "name": "Squat (Band)",
   "aliases": [
    "Band Squat"
   ],
   "movement": "squat",
   "equipment": "band",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 5,
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "rectus_femoris": 0.5,
    "gluteus_maximus": 1.0,
    "hip_adductors": 0.5,
    "erector_spinae": 0.3,
    "gluteus_medius": 0.25,
    "soleus": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "box_squat_barbell",
   "name": "Box Squat (Barbell)",
   "aliases": [
    "Box Squat"
   ],
   "movement": "squat",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 20,
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "rectus_femoris": 0.5,
    "gluteus_maximus": 1.0,
    "hip_adductors": 0.5,
    "erector_spinae": 0.3,
    "gluteus_medius": 0.25,
    "soleus": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "pause_squat_barbell",
   "name": "Pause Squat (Barbell)",
   "aliases": [
    "Pause Squat",
    "Paused Squat"
   ],
   "movement": "squat",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 20,
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "rectus_femoris": 0.5,
    "gluteus_maximus": 1.0,
    "hip_adductors": 0.5,
    "erector_spinae": 0.3,
    "gluteus_medius": 0.25,
    "soleus": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "sumo_squat_dumbbell",
   "name": "Sumo Squat (Dumbbell)",
   "aliases": [
    "Sumo Squat",
    "Plie Squat"
   ],
   "movement": "squat",
   "equipment": "dumbbell",
   "dimensions": {
    "stance": "sumo"
   },
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 20,
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "rectus_femoris": 0.5,
    "gluteus_maximus": 1.0,
    "hip_adductors": 0.8,
    "erector_spinae": 0.3,
    "gluteus_medius": 0.25,
    "soleus": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)",
    "per-exercise adjustment of the movement's weights (editorial)"
   ]
  },
  {
   "id": "goblet_squat_kettlebell",
   "name": "Goblet Squat (Kettlebell)",
   "aliases": [
    "Goblet Squat",
    "Kettlebell Goblet Squat"
   ],
   "movement": "squat",
   "equipment": "kettlebell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 50,
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "rectus_femoris": 0.5,
    "gluteus_maximus": 1.0,
    "hip_adductors": 0.5,
    "erector_spinae": 0.3,
    "gluteus_medius": 0.25,
    "soleus": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "goblet_squat_dumbbell",
   "name": "Goblet Squat (Dumbbell)",
   "aliases": [
    "Dumbbell Goblet Squat"
   ],
   "movement": "squat",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 45,
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "rectus_femoris": 0.5,
    "gluteus_maximus": 1.0,
    "hip_adductors": 0.5,
    "erector_spinae": 0.3,
    "gluteus_medius": 0.25,
    "soleus": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "front_squat_barbell",
   "name": "Front Squat (Barbell)",
   "aliases": [
    "Front Squat",
    "Barbell Front Squat"
   ],
   "movement": "front_squat",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 60,
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "rectus_femoris": 0.5,
    "gluteus_maximus": 0.8,
    "hip_adductors": 0.5,
    "erector_spinae": 0.3,
    "rectus_abdominis": 0.25,
    "trapezius_upper": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "overhead_squat_barbell",
   "name": "Overhead Squat (Barbell)",
   "aliases": [
    "Overhead Squat",
    "OHS"
   ],
   "movement": "squat",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 15,
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "rectus_femoris": 0.5,
    "gluteus_maximus": 1.0,
    "hip_adductors": 0.5,
    "erector_spinae": 0.3,
    "gluteus_medius": 0.25,
    "soleus": 0.25,
    "deltoid_anterior": 0.3,
    "trapezius_upper": 0.3,
    "rectus_abdominis": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)",
    "per-exercise adjustment of the movement's weights (editorial)"
   ]
  },
  {
   "id": "zercher_squat_barbell",
   "name": "Zercher Squat (Barbell)",
   "aliases": [
    "Zercher Squat"
   ],
   "movement": "front_squat",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 8,
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "rectus_femoris": 0.5,
    "gluteus_maximus": 0.8,
    "hip_adductors": 0.5,
    "erector_spinae": 0.3,
    "rectus_abdominis": 0.25,
    "trapezius_upper": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "pistol_squat",
   "name": "Pistol Squat",
   "aliases": [
    "Pistol"
   ],
   "movement": "squat",
   "equipment": "bodyweight",
   "dimensions": {
    "laterality": "unilateral"
   },
   "type": "bodyweight_reps",
   "rest_s": 180,
   "popularity": 15,
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "rectus_femoris": 0.5,
    "gluteus_maximus": 1.0,
    "hip_adductors": 0.5,
    "erector_spinae": 0.3,
    "gluteus_medius": 0.25,
    "soleus": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "hack_squat",
   "name": "Hack Squat",
   "aliases": [
    "Hack Squat (Machine)",
    "Machine Hack Squat"
   ],
   "movement": "hack_squat",
   "equipment": "machine",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 150,
   "popularity": 60,
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "rectus_femoris": 0.5,
    "gluteus_maximus": 0.5,
    "hip_adductors": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "hack_squat_barbell",
   "name": "Hack Squat (Barbell)",
   "aliases": [
    "Barbell Hack Squat"
   ],
   "movement": "hack_squat",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 150,
   "popularity": 10,
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "rectus_femoris": 0.5,
    "gluteus_maximus": 0.5,
    "hip_adductors": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "leg_press",
   "name": "Leg Press",
   "aliases": [
    "Leg Press (Machine)",
    "45 Degree Leg Press",
    "Sled Leg Press",
    "Incline Leg Press"
   ],
   "movement": "leg_press",
   "equipment": "plate_loaded",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 150,
   "popularity": 90,
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "rectus_femoris": 0.5,
    "gluteus_maximus": 0.5,
    "hip_adductors": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "seated_leg_press_machine",
   "name": "Seated Leg Press (Machine)",
   "aliases": [
    "Seated Leg Press",
    "Horizontal Leg Press"
   ],
   "movement": "leg_press",
   "equipment": "machine",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 150,
   "popularity": 50,
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "rectus_femoris": 0.5,
    "gluteus_maximus": 0.5,
    "hip_adductors": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "single_leg_press",
   "name": "Single Leg Press",
   "aliases": [
    "Single Leg Press (Machine)",
    "One Leg Press"
   ],
   "movement": "leg_press",
   "equipment": "plate_loaded",
   "dimensions": {
    "laterality": "unilateral"
   },
   "type": "weight_reps",
   "rest_s": 150,
   "popularity": 20,
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "rectus_femoris": 0.5,
    "gluteus_maximus": 0.5,
    "hip_adductors": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "lunge_barbell",
   "name": "Lunge (Barbell)",
   "aliases": [
    "Barbell Lunge"
   ],
   "movement": "lunge",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 30,
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "rectus_femoris": 0.5,
    "gluteus_maximus": 1.0,
    "gluteus_medius": 0.3,
    "hip_adductors": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "lunge_dumbbell",
   "name": "Lunge (Dumbbell)",
   "aliases": [
    "Dumbbell Lunge",
    "Lunges",
    "Lunge"
   ],
   "movement": "lunge",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 55,
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "rectus_femoris": 0.5,
    "gluteus_maximus": 1.0,
    "gluteus_medius": 0.3,
    "hip_adductors": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "lunge_bodyweight",
   "name": "Lunge (Bodyweight)",
   "aliases": [
    "Bodyweight Lunge"
   ],
   "movement": "lunge",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 120,
   "popularity": 35,
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "rectus_femoris": 0.5,
    "gluteus_maximus": 1.0,
    "gluteus_medius": 0.3,
    "hip_adductors": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "walking_lunge_dumbbell",
   "name": "Walking Lunge (Dumbbell)",
   "aliases": [
    "Walking Lunge",
    "Dumbbell Walking Lunge"
   ],
   "movement": "lunge",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 50,
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "rectus_femoris": 0.5,
    "gluteus_maximus": 1.0,
    "gluteus_medius": 0.3,
    "hip_adductors": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "walking_lunge_barbell",
   "name": "Walking Lunge (Barbell)",
   "aliases": [
    "Barbell Walking Lunge"
   ],
   "movement": "lunge",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 15,
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "rectus_femoris": 0.5,
    "gluteus_maximus": 1.0,
    "gluteus_medius": 0.3,
    "hip_adductors": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "reverse_lunge_dumbbell",
   "name": "Reverse Lunge (Dumbbell)",
   "aliases": [
    "Reverse Lunge",
    "Dumbbell Reverse Lunge"
   ],
   "movement": "lunge",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 30,
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "rectus_femoris": 0.5,
    "gluteus_maximus": 1.0,
    "gluteus_medius": 0.3,
    "hip_adductors": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "reverse_lunge_barbell",
   "name": "Reverse Lunge (Barbell)",
   "aliases": [
    "Barbell Reverse Lunge"
   ],
   "movement": "lunge",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 15,
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "rectus_femoris": 0.5,
    "gluteus_maximus": 1.0,
    "gluteus_medius": 0.3,
    "hip_adductors": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "lateral_lunge",
   "name": "Lateral Lunge",
   "aliases": [
    "Side Lunge",
    "Lateral Lunge (Dumbbell)"
   ],
   "movement": "lunge",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 15,
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "rectus_femoris": 0.5,
    "gluteus_maximus": 1.0,
    "gluteus_medius": 0.3,
    "hip_adductors": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)",
    "per-exercise adjustment of the movement's weights (editorial)"
   ]
  },
  {
   "id": "curtsy_lunge",
   "name": "Curtsy Lunge",
   "aliases": [
    "Curtsy Lunge (Dumbbell)"
   ],
   "movement": "lunge",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 10,
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "rectus_femoris": 0.5,
    "gluteus_maximus": 1.0,
    "gluteus_medius": 0.6,
    "hip_adductors": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)",
    "per-exercise adjustment of the movement's weights (editorial)"
   ]
  },
  {
   "id": "bulgarian_split_squat",
   "name": "Bulgarian Split Squat",
   "aliases": [
    "Bulgarian Split Squat (Dumbbell)",
    "Rear Foot Elevated Split Squat",
    "RFESS",
    "BSS"
   ],
   "movement": "split_squat",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 70,
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "rectus_femoris": 0.5,
    "gluteus_maximus": 1.0,
    "gluteus_medius": 0.3,
    "hip_adductors": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "bulgarian_split_squat_barbell",
   "name": "Bulgarian Split Squat (Barbell)",
   "aliases": [
    "Barbell Bulgarian Split Squat"
   ],
   "movement": "split_squat",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 15,
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "rectus_femoris": 0.5,
    "gluteus_maximus": 1.0,
    "gluteus_medius": 0.3,
    "hip_adductors": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "split_squat_dumbbell",
   "name": "Split Squat (Dumbbell)",
   "aliases": [
    "Split Squat",
    "Dumbbell Split Squat"
   ],
   "movement": "split_squat",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 30,
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "rectus_femoris": 0.5,
    "gluteus_maximus": 1.0,
    "gluteus_medius": 0.3,
    "hip_adductors": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "split_squat_smith_machine",
   "name": "Split Squat (Smith Machine)",
   "aliases": [
    "Smith Machine Split Squat"
   ],
   "movement": "split_squat",
   "equipment": "smith_machine",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 15,
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "rectus_femoris": 0.5,
    "gluteus_maximus": 1.0,
    "gluteus_medius": 0.3,
    "hip_adductors": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "step_up_dumbbell",
   "name": "Step-up (Dumbbell)",
   "aliases": [
    "Step Up",
    "Step-up",
    "Dumbbell Step Up",
    "Box Step Up"
   ],
   "movement": "step_up",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 35,
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "rectus_femoris": 0.3,
    "gluteus_maximus": 1.0,
    "gluteus_medius": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "step_up_barbell",
   "name": "Step-up (Barbell)",
   "aliases": [
    "Barbell Step Up"
   ],
   "movement": "step_up",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 10,
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "rectus_femoris": 0.3,
    "gluteus_maximus": 1.0,
    "gluteus_medius": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "leg_extension_machine",
   "name": "Leg Extension (Machine)",
   "aliases": [
    "Leg Extension",
    "Leg Extensions",
    "Quad Extension"
   ],
   "movement": "leg_extension",
   "equipment": "machine",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 90,
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "rectus_femoris": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "single_leg_extension_machine",
   "name": "Single Leg Extension (Machine)",
   "aliases": [
    "Single Leg Extension"
   ],
   "movement": "leg_extension",
   "equipment": "machine",
   "dimensions": {
    "laterality": "unilateral"
   },
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 20,
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "rectus_femoris": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "sissy_squat",
   "name": "Sissy Squat",
   "aliases": [
    "Sissy Squat (Bodyweight)"
   ],
   "movement": "leg_extension",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 90,
   "popularity": 10,
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "rectus_femoris": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "deadlift_barbell",
   "name": "Deadlift (Barbell)",
   "aliases": [
    "Deadlift",
    "Conventional Deadlift",
    "Barbell Deadlift",
    "DL"
   ],
   "movement": "deadlift",
   "equipment": "barbell",
   "dimensions": {
    "stance": "standard"
   },
   "type": "weight_reps",
   "rest_s": 240,
   "popularity": 100,
   "muscles": {
    "gluteus_maximus": 1.0,
    "erector_spinae": 1.0,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "vastus_lateralis": 0.5,
    "vastus_medialis": 0.5,
    "vastus_intermedius": 0.5,
    "hip_adductors": 0.5,
    "trapezius_upper": 0.3,
    "latissimus_dorsi": 0.25,
    "wrist_flexors": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "deadlift_dumbbell",
   "name": "Deadlift (Dumbbell)",
   "aliases": [
    "Dumbbell Deadlift"
   ],
   "movement": "deadlift",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 240,
   "popularity": 30,
   "muscles": {
    "gluteus_maximus": 1.0,
    "erector_spinae": 1.0,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "vastus_lateralis": 0.5,
    "vastus_medialis": 0.5,
    "vastus_intermedius": 0.5,
    "hip_adductors": 0.5,
    "trapezius_upper": 0.3,
    "latissimus_dorsi": 0.25,
    "wrist_flexors": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "deadlift_smith_machine",
   "name": "Deadlift (Smith Machine)",
   "aliases": [
    "Smith Machine Deadlift"
   ],
   "movement": "deadlift",
   "equipment": "smith_machine",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 240,
   "popularity": 10,
   "muscles": {
    "gluteus_maximus": 1.0,
    "erector_spinae": 1.0,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "vastus_lateralis": 0.5,
    "vastus_medialis": 0.5,
    "vastus_intermedius": 0.5,
    "hip_adductors": 0.5,
    "trapezius_upper": 0.3,
    "latissimus_dorsi": 0.25,
    "wrist_flexors": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "deadlift_band",
   "name": "Deadlift (Band)",
   "aliases": [
    "Band Deadlift"
   ],
   "movement": "deadlift",
   "equipment": "band",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 240,
   "popularity": 5,
   "muscles": {
    "gluteus_maximus": 1.0,
    "erector_spinae": 1.0,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "vastus_lateralis": 0.5,
    "vastus_medialis": 0.5,
    "vastus_intermedius": 0.5,
    "hip_adductors": 0.5,
    "trapezius_upper": 0.3,
    "latissimus_dorsi": 0.25,
    "wrist_flexors": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "deadlift_kettlebell",
   "name": "Deadlift (Kettlebell)",
   "aliases": [
    "Kettlebell Deadlift"
   ],
   "movement": "deadlift",
   "equipment": "kettlebell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 240,
   "popularity": 15,
   "muscles": {
    "gluteus_maximus": 1.0,
    "erector_spinae": 1.0,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "vastus_lateralis": 0.5,
    "vastus_medialis": 0.5,
    "vastus_intermedius": 0.5,
    "hip_adductors": 0.5,
    "trapezius_upper": 0.3,
    "latissimus_dorsi": 0.25,
    "wrist_flexors": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "trap_bar_deadlift",
   "name": "Trap Bar Deadlift",
   "aliases": [
    "Hex Bar Deadlift",
    "Trap Bar Deadlift (Trap Bar)",
    "Deadlift (Trap Bar)"
   ],
   "movement": "deadlift",
   "equipment": "trap_bar",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 240,
   "popularity": 60,
   "muscles": {
    "gluteus_maximus": 1.0,
    "erector_spinae": 0.7,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "vastus_lateralis": 0.8,
    "vastus_medialis": 0.8,
    "vastus_intermedius": 0.8,
    "hip_adductors": 0.5,
    "trapezius_upper": 0.3,
    "latissimus_dorsi": 0.25,
    "wrist_flexors": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)",
    "per-exercise adjustment of the movement's weights (editorial)"
   ]
  },
  {
   "id": "sumo_deadlift_barbell",
   "name": "Sumo Deadlift (Barbell)",
   "aliases": [
    "Sumo Deadlift"
   ],
   "movement": "deadlift",
   "equipment": "barbell",
   "dimensions": {
    "stance": "sumo"
   },
   "type": "weight_reps",
   "rest_s": 240,
   "popularity": 45,
   "muscles": {
    "gluteus_maximus": 1.0,
    "erector_spinae": 0.7,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "vastus_lateralis": 0.7,
    "vastus_medialis": 0.7,
    "vastus_intermedius": 0.7,
    "hip_adductors": 1.0,
    "trapezius_upper": 0.3,
    "latissimus_dorsi": 0.25,
    "wrist_flexors": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)",
    "per-exercise adjustment of the movement's weights (editorial)"
   ]
  },
  {
   "id": "rack_pull_barbell",
   "name": "Rack Pull (Barbell)",
   "aliases": [
    "Rack Pull",
    "Rack Pulls",
    "Block Pull"
   ],
   "movement": "deadlift",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 240,
   "popularity": 25,
   "muscles": {
    "gluteus_maximus": 1.0,
    "erector_spinae": 1.0,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "vastus_lateralis": 0.25,
    "vastus_medialis": 0.25,
    "vastus_intermedius": 0.25,
    "hip_adductors": 0.5,
    "trapezius_upper": 0.6,
    "latissimus_dorsi": 0.25,
    "wrist_flexors": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)",
    "per-exercise adjustment of the movement's weights (editorial)"
   ]
  },
  {
   "id": "deficit_deadlift_barbell",
   "name": "Deficit Deadlift (Barbell)",
   "aliases": [
    "Deficit Deadlift"
   ],
   "movement": "deadlift",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 240,
   "popularity": 10,
   "muscles": {
    "gluteus_maximus": 1.0,
    "erector_spinae": 1.0,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "vastus_lateralis": 0.5,
    "vastus_medialis": 0.5,
    "vastus_intermedius": 0.5,
    "hip_adductors": 0.5,
    "trapezius_upper": 0.3,
    "latissimus_dorsi": 0.25,
    "wrist_flexors": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "romanian_deadlift_barbell",
   "name": "Romanian Deadlift (Barbell)",
   "aliases": [
    "Romanian Deadlift",
    "RDL",
    "Barbell RDL"
   ],
   "movement": "romanian_deadlift",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 150,
   "popularity": 85,
   "muscles": {
    "biceps_femoris": 1.0,
    "semitendinosus_semimembranosus": 1.0,
    "gluteus_maximus": 1.0,
    "erector_spinae": 0.5,
    "hip_adductors": 0.3,
    "wrist_flexors": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "romanian_deadlift_dumbbell",
   "name": "Romanian Deadlift (Dumbbell)",
   "aliases": [
    "Dumbbell Romanian Deadlift",
    "DB RDL",
    "Dumbbell RDL"
   ],
   "movement": "romanian_deadlift",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 150,
   "popularity": 60,
   "muscles": {
    "biceps_femoris": 1.0,
    "semitendinosus_semimembranosus": 1.0,
    "gluteus_maximus": 1.0,
    "erector_spinae": 0.5,
    "hip_adductors": 0.3,
    "wrist_flexors": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "single_leg_romanian_deadlift_dumbbell",
   "name": "Single Leg Romanian Deadlift (Dumbbell)",
   "aliases": [
    "Single Leg RDL",
    "Single Leg Deadlift"
   ],
   "movement": "romanian_deadlift",
   "equipment": "dumbbell",
   "dimensions": {
    "laterality": "unilateral"
   },
   "type": "weight_reps",
   "rest_s": 150,
   "popularity": 25,
   "muscles": {
    "biceps_femoris": 1.0,
    "semitendinosus_semimembranosus": 1.0,
    "gluteus_maximus": 1.0,
    "erector_spinae": 0.5,
    "hip_adductors": 0.3,
    "wrist_flexors": 0.25,
    "gluteus_medius": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)",
    "per-exercise adjustment of the movement's weights (editorial)"
   ]
  },
  {
   "id": "stiff_leg_deadlift_barbell",
   "name": "Stiff Leg Deadlift (Barbell)",
   "aliases": [
    "Stiff Leg Deadlift",
    "Stiff-Legged Deadlift",
    "SLDL"
   ],
   "movement": "romanian_deadlift",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 150,
   "popularity": 45,
   "muscles": {
    "biceps_femoris": 1.0,
    "semitendinosus_semimembranosus": 1.0,
    "gluteus_maximus": 1.0,
    "erector_spinae": 0.5,
    "hip_adductors": 0.3,
    "wrist_flexors": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "stiff_leg_deadlift_dumbbell",
   "name": "Stiff Leg Deadlift (Dumbbell)",
   "aliases": [
    "Dumbbell Stiff Leg Deadlift"
   ],
   "movement": "romanian_deadlift",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 150,
   "popularity": 25,
   "muscles": {
    "biceps_femoris": 1.0,
    "semitendinosus_semimembranosus": 1.0,
    "gluteus_maximus": 1.0,
    "erector_spinae": 0.5,
    "hip_adductors": 0.3,
    "wrist_flexors": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "good_morning_barbell",
   "name": "Good Morning (Barbell)",
   "aliases": [
    "Good Morning",
    "Good Mornings"
   ],
   "movement": "good_morning",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 30,
   "muscles": {
    "biceps_femoris": 1.0,
    "semitendinosus_semimembranosus": 1.0,
    "gluteus_maximus": 0.8,
    "erector_spinae": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "lying_leg_curl_machine",
   "name": "Lying Leg Curl (Machine)",
   "aliases": [
    "Lying Leg Curl",
    "Prone Leg Curl",
    "Hamstring Curl"
   ],
   "movement": "leg_curl",
   "equipment": "machine",
   "dimensions": {
    "angle": "lying"
   },
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 75,
   "muscles": {
    "biceps_femoris": 1.0,
    "semitendinosus_semimembranosus": 1.0,
    "gastrocnemius": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "seated_leg_curl_machine",
   "name": "Seated Leg Curl (Machine)",
   "aliases": [
    "Seated Leg Curl",
    "Seated Hamstring Curl",
    "Leg Curl"
   ],
   "movement": "leg_curl",
   "equipment": "machine",
   "dimensions": {
    "angle": "seated"
   },
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 75,
   "muscles": {
    "biceps_femoris": 1.0,
    "semitendinosus_semimembranosus": 1.0,
    "gastrocnemius": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "standing_leg_curl_machine",
   "name": "Standing Leg Curl (Machine)",
   "aliases": [
    "Standing Leg Curl",
    "Single Leg Curl"
   ],
   "movement": "leg_curl",
   "equipment": "machine",
   "dimensions": {
    "angle": "standing",
    "laterality": "unilateral"
   },
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 30,
   "muscles": {
    "biceps_femoris": 1.0,
    "semitendinosus_semimembranosus": 1.0,
    "gastrocnemius": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "leg_curl_dumbbell",
   "name": "Leg Curl (Dumbbell)",
   "aliases": [
    "Dumbbell Leg Curl"
   ],
   "movement": "leg_curl",
   "equipment": "dumbbell",
   "dimensions": {
    "angle": "lying"
   },
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 10,
   "muscles": {
    "biceps_femoris": 1.0,
    "semitendinosus_semimembranosus": 1.0,
    "gastrocnemius": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "leg_curl_band",
   "name": "Leg Curl (Band)",
   "aliases": [
    "Band Leg Curl"
   ],
   "movement": "leg_curl",
   "equipment": "band",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "biceps_femoris": 1.0,
    "semitendinosus_semimembranosus": 1.0,
    "gastrocnemius": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "nordic_hamstring_curl",
   "name": "Nordic Hamstring Curl",
   "aliases": [
    "Nordic Curl",
    "Nordics",
    "Nordic Hamstring Curl (Bodyweight)"
   ],
   "movement": "nordic_curl",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 120,
   "popularity": 30,
   "muscles": {
    "biceps_femoris": 1.0,
    "semitendinosus_semimembranosus": 1.0,
    "gastrocnemius": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "hip_thrust_barbell",
   "name": "Hip Thrust (Barbell)",
   "aliases": [
    "Hip Thrust",
    "Barbell Hip Thrust"
   ],
   "movement": "hip_thrust",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 80,
   "muscles": {
    "gluteus_maximus": 1.0,
    "gluteus_medius": 0.3,
    "biceps_femoris": 0.3,
    "semitendinosus_semimembranosus": 0.3,
    "vastus_lateralis": 0.25,
    "vastus_medialis": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "hip_thrust_machine",
   "name": "Hip Thrust (Machine)",
   "aliases": [
    "Machine Hip Thrust",
    "Glute Drive"
   ],
   "movement": "hip_thrust",
   "equipment": "machine",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 45,
   "muscles": {
    "gluteus_maximus": 1.0,
    "gluteus_medius": 0.3,
    "biceps_femoris": 0.3,
    "semitendinosus_semimembranosus": 0.3,
    "vastus_lateralis": 0.25,
    "vastus_medialis": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "hip_thrust_smith_machine",
   "name": "Hip Thrust (Smith Machine)",
   "aliases": [
    "Smith Machine Hip Thrust"
   ],
   "movement": "hip_thrust",
   "equipment": "smith_machine",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 25,
   "muscles": {
    "gluteus_maximus": 1.0,
    "gluteus_medius": 0.3,
    "biceps_femoris": 0.3,
    "semitendinosus_semimembranosus": 0.3,
    "vastus_lateralis": 0.25,
    "vastus_medialis": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "hip_thrust_bodyweight",
   "name": "Hip Thrust (Bodyweight)",
   "aliases": [
    "Bodyweight Hip Thrust"
   ],
   "movement": "hip_thrust",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 120,
   "popularity": 20,
   "muscles": {
    "gluteus_maximus": 1.0,
    "gluteus_medius": 0.3,
    "biceps_femoris": 0.3,
    "semitendinosus_semimembranosus": 0.3,
    "vastus_lateralis": 0.25,
    "vastus_medialis": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "glute_bridge",
   "name": "Glute Bridge",
   "aliases": [
    "Glute Bridge (Bodyweight)",
    "Bridge"
   ],
   "movement": "hip_thrust",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 120,
   "popularity": 40,
   "muscles": {
    "gluteus_maximus": 1.0,
    "gluteus_medius": 0.3,
    "biceps_femoris": 0.3,
    "semitendinosus_semimembranosus": 0.3,
    "vastus_lateralis": 0.25,
    "vastus_medialis": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "glute_bridge_barbell",
   "name": "Glute Bridge (Barbell)",
   "aliases": [
    "Barbell Glute Bridge"
   ],
   "movement": "hip_thrust",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 25,
   "muscles": {
    "gluteus_maximus": 1.0,
    "gluteus_medius": 0.3,
    "biceps_femoris": 0.3,
    "semitendinosus_semimembranosus": 0.3,
    "vastus_lateralis": 0.25,
    "vastus_medialis": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "single_leg_glute_bridge",
   "name": "Single Leg Glute Bridge",
   "aliases": [
    "Single Leg Bridge"
   ],
   "movement": "hip_thrust",
   "equipment": "bodyweight",
   "dimensions": {
    "laterality": "unilateral"
   },
   "type": "bodyweight_reps",
   "rest_s": 120,
   "popularity": 15,
   "muscles": {
    "gluteus_maximus": 1.0,
    "gluteus_medius": 0.3,
    "biceps_femoris": 0.3,
    "semitendinosus_semimembranosus": 0.3,
    "vastus_lateralis": 0.25,
    "vastus_medialis": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "back_extension",
   "name": "Back Extension",
   "aliases": [
    "Hyperextension",
    "Hyperextensions",
    "Back Extensions",
    "45 Degree Back Extension",
    "Lower Back"
   ],
   "movement": "back_extension",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 90,
   "popularity": 55,
   "muscles": {
    "erector_spinae": 1.0,
    "gluteus_maximus": 0.5,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "back_extension_weighted",
   "name": "Back Extension (Weighted)",
   "aliases": [
    "Weighted Back Extension",
    "Weighted Hyperextension"
   ],
   "movement": "back_extension",
   "equipment": "weighted",
   "dimensions": {},
   "type": "weighted_bodyweight",
   "rest_s": 90,
   "popularity": 25,
   "muscles": {
    "erector_spinae": 1.0,
    "gluteus_maximus": 0.5,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "back_extension_machine",
   "name": "Back Extension (Machine)",
   "aliases": [
    "Machine Back Extension",
    "Lower Back Machine"
   ],
   "movement": "back_extension",
   "equipment": "machine",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 25,
   "muscles": {
    "erector_spinae": 1.0,
    "gluteus_maximus": 0.5,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "reverse_hyperextension",
   "name": "Reverse Hyperextension",
   "aliases": [
    "Reverse Hyper"
   ],
   "movement": "back_extension",
   "equipment": "machine",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 10,
   "muscles": {
    "erector_spinae": 0.6,
    "gluteus_maximus": 1.0,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)",
    "per-exercise adjustment of the movement's weights (editorial)"
   ]
  },
  {
   "id": "glute_kickback_machine",
   "name": "Glute Kickback (Machine)",
   "aliases": [
    "Glute Kickback",
    "Machine Glute Kickback"
   ],
   "movement": "glute_kickback",
   "equipment": "machine",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 45,
   "muscles": {
    "gluteus_maximus": 1.0,
    "biceps_femoris": 0.3,
    "semitendinosus_semimembranosus": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "glute_kickback_cable",
   "name": "Glute Kickback (Cable)",
   "aliases": [
    "Cable Glute Kickback",
    "Cable Kickback (Glute)"
   ],
   "movement": "glute_kickback",
   "equipment": "cable",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 40,
   "muscles": {
    "gluteus_maximus": 1.0,
    "biceps_femoris": 0.3,
    "semitendinosus_semimembranosus": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "donkey_kick",
   "name": "Donkey Kick",
   "aliases": [
    "Donkey Kicks"
   ],
   "movement": "glute_kickback",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 60,
   "popularity": 15,
   "muscles": {
    "gluteus_maximus": 1.0,
    "biceps_femoris": 0.3,
    "semitendinosus_semimembranosus": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "hip_abductor_machine",
   "name": "Hip Abductor (Machine)",
   "aliases": [
    "Hip Abduction",
    "Abductor Machine",
    "Hip Abduction (Machine)",
    "Outer Thigh Machine"
   ],
   "movement": "hip_abduction",
   "equipment": "machine",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 60,
   "muscles": {
    "gluteus_medius": 1.0,
    "gluteus_maximus": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "hip_abduction_band",
   "name": "Hip Abduction (Band)",
   "aliases": [
    "Banded Abduction",
    "Band Hip Abduction",
    "Clamshell"
   ],
   "movement": "hip_abduction",
   "equipment": "band",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 20,
   "muscles": {
    "gluteus_medius": 1.0,
    "gluteus_maximus": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "hip_abduction_cable",
   "name": "Hip Abduction (Cable)",
   "aliases": [
    "Cable Hip Abduction"
   ],
   "movement": "hip_abduction",
   "equipment": "cable",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 15,
   "muscles": {
    "gluteus_medius": 1.0,
    "gluteus_maximus": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "hip_adductor_machine",
   "name": "Hip Adductor (Machine)",
   "aliases": [
    "Hip Adduction",
    "Adductor Machine",
    "Hip Adduction (Machine)",
    "Inner Thigh Machine"
   ],
   "movement": "hip_adduction",
   "equipment": "machine",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 55,
   "muscles": {
    "hip_adductors": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "hip_adduction_cable",
   "name": "Hip Adduction (Cable)",
   "aliases": [
    "Cable Hip Adduction"
   ],
   "movement": "hip_adduction",
   "equipment": "cable",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 10,
   "muscles": {
    "hip_adductors": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "copenhagen_plank",
   "name": "Copenhagen Plank",
   "aliases": [
    "Copenhagen Adduction"
   ],
   "movement": "hip_adduction",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "duration",
   "rest_s": 60,
   "popularity": 10,
   "muscles": {
    "hip_adductors": 1.0,
    "obliques": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)",
    "per-exercise adjustment of the movement's weights (editorial)"
   ]
  },
  {
   "id": "standing_calf_raise_machine",
   "name": "Standing Calf Raise (Machine)",
   "aliases": [
    "Standing Calf Raise",
    "Calf Raise Machine",
    "Calf Raise"
   ],
   "movement": "calf_raise",
   "equipment": "machine",
   "dimensions": {
    "angle": "standing"
   },
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 70,
   "muscles": {
    "gastrocnemius": 1.0,
    "soleus": 0.6
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "standing_calf_raise_dumbbell",
   "name": "Standing Calf Raise (Dumbbell)",
   "aliases": [
    "Dumbbell Calf Raise"
   ],
   "movement": "calf_raise",
   "equipment": "dumbbell",
   "dimensions": {
    "angle": "standing"
   },
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 30,
   "muscles": {
    "gastrocnemius": 1.0,
    "soleus": 0.6
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "standing_calf_raise_smith_machine",
   "name": "Standing Calf Raise (Smith Machine)",
   "aliases": [
    "Smith Machine Calf Raise"
   ],
   "movement": "calf_raise",
   "equipment": "smith_machine",
   "dimensions": {
    "angle": "standing"
   },
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 30,
   "muscles": {
    "gastrocnemius": 1.0,
    "soleus": 0.6
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "standing_calf_raise_barbell",
   "name": "Standing Calf Raise (Barbell)",
   "aliases": [
    "Barbell Calf Raise"
   ],
   "movement": "calf_raise",
   "equipment": "barbell",
   "dimensions": {
    "angle": "standing"
   },
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 15,
   "muscles": {
    "gastrocnemius": 1.0,
    "soleus": 0.6
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "standing_calf_raise_bodyweight",
   "name": "Standing Calf Raise (Bodyweight)",
   "aliases": [
    "Bodyweight Calf Raise"
   ],
   "movement": "calf_raise",
   "equipment": "bodyweight",
   "dimensions": {
    "angle": "standing"
   },
   "type": "bodyweight_reps",
   "rest_s": 60,
   "popularity": 25,
   "muscles": {
    "gastrocnemius": 1.0,
    "soleus": 0.6
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "single_leg_calf_raise_dumbbell",
   "name": "Single Leg Calf Raise (Dumbbell)",
   "aliases": [
    "Single Leg Calf Raise"
   ],
   "movement": "calf_raise",
   "equipment": "dumbbell",
   "dimensions": {
    "angle": "standing",
    "laterality": "unilateral"
   },
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 20,
   "muscles": {
    "gastrocnemius": 1.0,
    "soleus": 0.6
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "calf_press_on_leg_press",
   "name": "Calf Press on Leg Press",
   "aliases": [
    "Leg Press Calf Raise",
    "Calf Press",
    "Calf Press on Seated Leg Press"
   ],
   "movement": "calf_raise",
   "equipment": "plate_loaded",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 45,
   "muscles": {
    "gastrocnemius": 1.0,
    "soleus": 0.6
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "seated_calf_raise_machine",
   "name": "Seated Calf Raise (Machine)",
   "aliases": [
    "Seated Calf Raise",
    "Machine Seated Calf Raise"
   ],
   "movement": "seated_calf_raise",
   "equipment": "machine",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 60,
   "muscles": {
    "soleus": 1.0,
    "gastrocnemius": 0.4
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "seated_calf_raise_plate_loaded",
   "name": "Seated Calf Raise (Plate Loaded)",
   "aliases": [
    "Plate Loaded Seated Calf Raise"
   ],
   "movement": "seated_calf_raise",
   "equipment": "plate_loaded",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 40,
   "muscles": {
    "soleus": 1.0,
    "gastrocnemius": 0.4
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "seated_calf_raise_dumbbell",
   "name": "Seated Calf Raise (Dumbbell)",
   "aliases": [
    "Dumbbell Seated Calf Raise"
   ],
   "movement": "seated_calf_raise",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 15,
   "muscles": {
    "soleus": 1.0,
    "gastrocnemius": 0.4
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "donkey_calf_raise",
   "name": "Donkey Calf Raise",
   "aliases": [
    "Donkey Calf Raise (Machine)"
   ],
   "movement": "calf_raise",
   "equipment": "machine",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 10,
   "muscles": {
    "gastrocnemius": 1.0,
    "soleus": 0.6
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "tibialis_raise",
   "name": "Tibialis Raise",
   "aliases": [
    "Tib Raise",
    "Tibialis Raise (Bodyweight)"
   ],
   "movement": "calf_raise",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 60,
   "popularity": 10,
   "muscles": {},
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)",
    "per-exercise adjustment of the movement's weights (editorial)"
   ]
  },
  {
   "id": "crunch",
   "name": "Crunch",
   "aliases": [
    "Crunches",
    "Ab Crunch",
    "Abdominal Crunch"
   ],
   "movement": "crunch",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 60,
   "popularity": 70,
   "muscles": {
    "rectus_abdominis": 1.0,
    "obliques": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "crunch_machine",
   "name": "Crunch (Machine)",
   "aliases": [
    "Ab Crunch Machine",
    "Machine Crunch",
    "Abdominal Machine"
   ],
   "movement": "crunch",
   "equipment": "machine",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 45,
   "muscles": {
    "rectus_abdominis": 1.0,
    "obliques": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "cable_crunch",
   "name": "Cable Crunch",
   "aliases": [
    "Crunch (Cable)",
    "Kneeling Cable Crunch",
    "Rope Crunch"
   ],
   "movement": "crunch",
   "equipment": "cable",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 55,
   "muscles": {
    "rectus_abdominis": 1.0,
    "obliques": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "decline_crunch",
   "name": "Decline Crunch",
   "aliases": [
    "Decline Crunches"
   ],
   "movement": "crunch",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 60,
   "popularity": 30,
   "muscles": {
    "rectus_abdominis": 1.0,
    "obliques": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "decline_crunch_weighted",
   "name": "Decline Crunch (Weighted)",
   "aliases": [
    "Weighted Decline Crunch"
   ],
   "movement": "crunch",
   "equipment": "weighted",
   "dimensions": {},
   "type": "weighted_bodyweight",
   "rest_s": 60,
   "popularity": 10,
   "muscles": {
    "rectus_abdominis": 1.0,
    "obliques": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "bicycle_crunch",
   "name": "Bicycle Crunch",
   "aliases": [
    "Bicycle Crunches"
   ],
   "movement": "crunch",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 60,
   "popularity": 40,
   "muscles": {
    "rectus_abdominis": 1.0,
    "obliques": 0.8
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)",
    "per-exercise adjustment of the movement's weights (editorial)"
   ]
  },
  {
   "id": "oblique_crunch",
   "name": "Oblique Crunch",
   "aliases": [
    "Side Crunch"
   ],
   "movement": "crunch",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 60,
   "popularity": 20,
   "muscles": {
    "rectus_abdominis": 0.5,
    "obliques": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)",
    "per-exercise adjustment of the movement's weights (editorial)"
   ]
  },
  {
   "id": "reverse_crunch",
   "name": "Reverse Crunch",
   "aliases": [
    "Reverse Crunches"
   ],
   "movement": "crunch",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 60,
   "popularity": 30,
   "muscles": {
    "rectus_abdominis": 1.0,
    "obliques": 0.3,
    "hip_flexors": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)",
    "per-exercise adjustment of the movement's weights (editorial)"
   ]
  },
  {
   "id": "sit_up",
   "name": "Sit Up",
   "aliases": [
    "Sit-Up",
    "Situp",
    "Sit Ups"
   ],
   "movement": "sit_up",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 60,
   "popularity": 50,
   "muscles": {
    "rectus_abdominis": 1.0,
    "obliques": 0.3,
    "hip_flexors": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "sit_up_weighted",
   "name": "Sit Up (Weighted)",
   "aliases": [
    "Weighted Sit Up"
   ],
   "movement": "sit_up",
   "equipment": "weighted",
   "dimensions": {},
   "type": "weighted_bodyweight",
   "rest_s": 60,
   "popularity": 10,
   "muscles": {
    "rectus_abdominis": 1.0,
    "obliques": 0.3,
    "hip_flexors": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "decline_sit_up",
   "name": "Decline Sit Up",
   "aliases": [
    "Decline Sit-Up"
   ],
   "movement": "sit_up",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 60,
   "popularity": 25,
   "muscles": {
    "rectus_abdominis": 1.0,
    "obliques": 0.3,
    "hip_flexors": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "jackknife_sit_up",
   "name": "Jackknife Sit Up",
   "aliases": [
    "Jackknife",
    "Jack Knife Sit Up"
   ],
   "movement": "sit_up",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 60,
   "popularity": 15,
   "muscles": {
    "rectus_abdominis": 1.0,
    "obliques": 0.3,
    "hip_flexors": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "v_up",
   "name": "V Up",
   "aliases": [
    "V-Up",
    "V Ups"
   ],
   "movement": "sit_up",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 60,
   "popularity": 20,
   "muscles": {
    "rectus_abdominis": 1.0,
    "obliques": 0.3,
    "hip_flexors": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "toes_to_bar",
   "name": "Toes To Bar",
   "aliases": [
    "Toes-to-Bar",
    "T2B"
   ],
   "movement": "leg_raise",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 60,
   "popularity": 20,
   "muscles": {
    "rectus_abdominis": 1.0,
    "hip_flexors": 1.0,
    "obliques": 0.5,
    "transversus_abdominis": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "hanging_leg_raise",
   "name": "Hanging Leg Raise",
   "aliases": [
    "Hanging Leg Raises",
    "Leg Raise (Hanging)"
   ],
   "movement": "leg_raise",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 60,
   "popularity": 65,
   "muscles": {
    "rectus_abdominis": 1.0,
    "hip_flexors": 1.0,
    "obliques": 0.5,
    "transversus_abdominis": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "hanging_knee_raise",
   "name": "Hanging Knee Raise",
   "aliases": [
    "Knee Raise",
    "Hanging Knee Raises"
   ],
   "movement": "leg_raise",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 60,
   "popularity": 45,
   "muscles": {
    "rectus_abdominis": 0.8,
    "hip_flexors": 0.8,
    "obliques": 0.4,
    "transversus_abdominis": 0.24
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)",
    "per-exercise adjustment of the movement's weights (editorial)"
   ]
  },
  {
   "id": "knee_raise_captains_chair",
   "name": "Knee Raise (Captain's Chair)",
   "aliases": [
    "Captain's Chair Knee Raise",
    "Captains Chair",
    "Vertical Knee Raise"
   ],
   "movement": "leg_raise",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 60,
   "popularity": 35,
   "muscles": {
    "rectus_abdominis": 0.8,
    "hip_flexors": 0.8,
    "obliques": 0.4,
    "transversus_abdominis": 0.24
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)",
    "per-exercise adjustment of the movement's weights (editorial)"
   ]
  },
  {
   "id": "flat_leg_raise",
   "name": "Flat Leg Raise",
   "aliases": [
    "Lying Leg Raise",
    "Leg Raise",
    "Leg Raises"
   ],
   "movement": "leg_raise",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 60,
   "popularity": 45,
   "muscles": {
    "rectus_abdominis": 1.0,
    "hip_flexors": 1.0,
    "obliques": 0.5,
    "transversus_abdominis": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "plank",
   "name": "Plank",
   "aliases": [
    "Front Plank",
    "Forearm Plank",
    "Planks"
   ],
   "movement": "plank",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "duration",
   "rest_s": 60,
   "popularity": 75,
   "muscles": {
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0,
    "obliques": 0.5,
    "serratus_anterior": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "plank_weighted",
   "name": "Plank (Weighted)",
   "aliases": [
    "Weighted Plank"
   ],
   "movement": "plank",
   "equipment": "weighted",
   "dimensions": {},
   "type": "duration",
   "rest_s": 60,
   "popularity": 10,
   "muscles": {
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0,
    "obliques": 0.5,
    "serratus_anterior": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "side_plank",
   "name": "Side Plank",
   "aliases": [
    "Side Planks"
   ],
   "movement": "side_plank",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "duration",
   "rest_s": 60,
   "popularity": 40,
   "muscles": {
    "obliques": 1.0,
    "transversus_abdominis": 0.5,
    "gluteus_medius": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "russian_twist",
   "name": "Russian Twist",
   "aliases": [
    "Russian Twists"
   ],
   "movement": "russian_twist",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 60,
   "popularity": 45,
   "muscles": {
    "obliques": 1.0,
    "rectus_abdominis": 0.5,
    "hip_flexors": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "russian_twist_weighted",
   "name": "Russian Twist (Weighted)",
   "aliases": [
    "Weighted Russian Twist",
    "Medicine Ball Russian Twist"
   ],
   "movement": "russian_twist",
   "equipment": "medicine_ball",
   "dimensions": {},
   "type": "weighted_bodyweight",
   "rest_s": 60,
   "popularity": 20,
   "muscles": {
    "obliques": 1.0,
    "rectus_abdominis": 0.5,
    "hip_flexors": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "ab_wheel",
   "name": "Ab Wheel",
   "aliases": [
    "Ab Wheel Rollout",
    "Ab Roller",
    "Ab Rollout"
   ],
   "movement": "ab_wheel",
   "equipment": "ab_wheel",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 60,
   "popularity": 50,
   "muscles": {
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 0.5,
    "obliques": 0.5,
    "latissimus_dorsi": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "woodchopper_cable",
   "name": "Woodchopper (Cable)",
   "aliases": [
    "Cable Woodchop",
    "Woodchopper",
    "Wood Chop"
   ],
   "movement": "woodchop",
   "equipment": "cable",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 25,
   "muscles": {
    "obliques": 1.0,
    "rectus_abdominis": 0.5,
    "transversus_abdominis": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "pallof_press_cable",
   "name": "Pallof Press (Cable)",
   "aliases": [
    "Pallof Press"
   ],
   "movement": "woodchop",
   "equipment": "cable",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 20,
   "muscles": {
    "obliques": 1.0,
    "rectus_abdominis": 0.3,
    "transversus_abdominis": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)",
    "per-exercise adjustment of the movement's weights (editorial)"
   ]
  },
  {
   "id": "torso_rotation_machine",
   "name": "Torso Rotation (Machine)",
   "aliases": [
    "Torso Rotation",
    "Rotary Torso"
   ],
   "movement": "woodchop",
   "equipment": "machine",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 20,
   "muscles": {
    "obliques": 1.0,
    "rectus_abdominis": 0.5,
    "transversus_abdominis": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "mountain_climber",
   "name": "Mountain Climber",
   "aliases": [
    "Mountain Climbers"
   ],
   "movement": "mountain_climber",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "duration",
   "rest_s": 60,
   "popularity": 30,
   "muscles": {
    "rectus_abdominis": 0.5,
    "hip_flexors": 0.5,
    "transversus_abdominis": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "dead_bug",
   "name": "Dead Bug",
   "aliases": [
    "Deadbug",
    "Dead Bugs"
   ],
   "movement": "plank",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 60,
   "popularity": 20,
   "muscles": {
    "rectus_abdominis": 0.7,
    "transversus_abdominis": 0.7,
    "obliques": 0.35,
    "serratus_anterior": 0.17
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)",
    "per-exercise adjustment of the movement's weights (editorial)"
   ]
  },
  {
   "id": "hollow_hold",
   "name": "Hollow Hold",
   "aliases": [
    "Hollow Body Hold"
   ],
   "movement": "plank",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "duration",
   "rest_s": 60,
   "popularity": 15,
   "muscles": {
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0,
    "obliques": 0.5,
    "serratus_anterior": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "kettlebell_swing",
   "name": "Kettlebell Swing",
   "aliases": [
    "KB Swing",
    "Kettlebell Swings",
    "Russian Kettlebell Swing"
   ],
   "movement": "kettlebell_swing",
   "equipment": "kettlebell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 50,
   "muscles": {
    "gluteus_maximus": 1.0,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "erector_spinae": 0.5,
    "deltoid_anterior": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "clean_barbell",
   "name": "Clean (Barbell)",
   "aliases": [
    "Clean",
    "Squat Clean"
   ],
   "movement": "clean",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 25,
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "gluteus_maximus": 1.0,
    "erector_spinae": 0.5,
    "trapezius_upper": 0.5,
    "biceps_femoris": 0.3,
    "semitendinosus_semimembranosus": 0.3,
    "deltoid_anterior": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "power_clean",
   "name": "Power Clean",
   "aliases": [
    "Power Clean (Barbell)"
   ],
   "movement": "clean",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 35,
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "gluteus_maximus": 1.0,
    "erector_spinae": 0.5,
    "trapezius_upper": 0.5,
    "biceps_femoris": 0.3,
    "semitendinosus_semimembranosus": 0.3,
    "deltoid_anterior": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "hang_clean_barbell",
   "name": "Hang Clean (Barbell)",
   "aliases": [
    "Hang Clean",
    "Hang Power Clean"
   ],
   "movement": "clean",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 20,
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "gluteus_maximus": 1.0,
    "erector_spinae": 0.5,
    "trapezius_upper": 0.5,
    "biceps_femoris": 0.3,
    "semitendinosus_semimembranosus": 0.3,
    "deltoid_anterior": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "clean_and_jerk_barbell",
   "name": "Clean and Jerk (Barbell)",
   "aliases": [
    "Clean and Jerk",
    "Clean & Jerk"
   ],
   "movement": "clean",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 20,
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "gluteus_maximus": 1.0,
    "erector_spinae": 0.5,
    "trapezius_upper": 0.5,
    "biceps_femoris": 0.3,
    "semitendinosus_semimembranosus": 0.3,
    "deltoid_anterior": 0.6,
    "triceps_brachii_lateral": 0.3,
    "triceps_brachii_medial": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)",
    "per-exercise adjustment of the movement's weights (editorial)"
   ]
  },
  {
   "id": "snatch_barbell",
   "name": "Snatch (Barbell)",
   "aliases": [
    "Snatch",
    "Power Snatch"
   ],
   "movement": "snatch",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 20,
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "gluteus_maximus": 1.0,
    "erector_spinae": 0.5,
    "trapezius_upper": 0.5,
    "deltoid_lateral": 0.3,
    "deltoid_anterior": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "thruster_barbell",
   "name": "Thruster (Barbell)",
   "aliases": [
    "Thruster",
    "Barbell Thruster"
   ],
   "movement": "thruster",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 20,
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "gluteus_maximus": 0.8,
    "deltoid_anterior": 0.8,
    "deltoid_lateral": 0.3,
    "triceps_brachii_lateral": 0.3,
    "triceps_brachii_medial": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "thruster_dumbbell",
   "name": "Thruster (Dumbbell)",
   "aliases": [
    "Dumbbell Thruster"
   ],
   "movement": "thruster",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 15,
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "gluteus_maximus": 0.8,
    "deltoid_anterior": 0.8,
    "deltoid_lateral": 0.3,
    "triceps_brachii_lateral": 0.3,
    "triceps_brachii_medial": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "thruster_kettlebell",
   "name": "Thruster (Kettlebell)",
   "aliases": [
    "Kettlebell Thruster"
   ],
   "movement": "thruster",
   "equipment": "kettlebell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 10,
   "muscles": {
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0,
    "gluteus_maximus": 0.8,
    "deltoid_anterior": 0.8,
    "deltoid_lateral": 0.3,
    "triceps_brachii_lateral": 0.3,
    "triceps_brachii_medial": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "farmers_walk",
   "name": "Farmer's Walk",
   "aliases": [
    "Farmers Walk",
    "Farmer's Carry",
    "Farmers Carry",
    "Farmer Walk"
   ],
   "movement": "carry",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "distance_duration",
   "rest_s": 90,
   "popularity": 40,
   "muscles": {
    "wrist_flexors": 1.0,
    "trapezius_upper": 1.0,
    "obliques": 0.5,
    "transversus_abdominis": 0.5,
    "gluteus_medius": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "kettlebell_carry",
   "name": "Kettlebell Carry",
   "aliases": [
    "Kettlebell Farmer's Walk",
    "Suitcase Carry"
   ],
   "movement": "carry",
   "equipment": "kettlebell",
   "dimensions": {},
   "type": "distance_duration",
   "rest_s": 90,
   "popularity": 20,
   "muscles": {
    "wrist_flexors": 1.0,
    "trapezius_upper": 1.0,
    "obliques": 0.5,
    "transversus_abdominis": 0.5,
    "gluteus_medius": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "trap_bar_carry",
   "name": "Trap Bar Carry",
   "aliases": [
    "Trap Bar Farmer's Walk"
   ],
   "movement": "carry",
   "equipment": "trap_bar",
   "dimensions": {},
   "type": "distance_duration",
   "rest_s": 90,
   "popularity": 10,
   "muscles": {
    "wrist_flexors": 1.0,
    "trapezius_upper": 1.0,
    "obliques": 0.5,
    "transversus_abdominis": 0.5,
    "gluteus_medius": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "sled_push",
   "name": "Sled Push",
   "aliases": [
    "Prowler Push",
    "Sled Push (Sled)"
   ],
   "movement": "sled_push",
   "equipment": "sled",
   "dimensions": {},
   "type": "distance_duration",
   "rest_s": 120,
   "popularity": 20,
   "muscles": {
    "vastus_lateralis": 0.5,
    "vastus_medialis": 0.5,
    "gluteus_maximus": 0.5,
    "gastrocnemius": 0.3
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "sled_pull",
   "name": "Sled Pull",
   "aliases": [
    "Sled Drag"
   ],
   "movement": "sled_push",
   "equipment": "sled",
   "dimensions": {},
   "type": "distance_duration",
   "rest_s": 120,
   "popularity": 10,
   "muscles": {
    "vastus_lateralis": 0.5,
    "vastus_medialis": 0.5,
    "gluteus_maximus": 0.5,
    "gastrocnemius": 0.3,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)",
    "per-exercise adjustment of the movement's weights (editorial)"
   ]
  },
  {
   "id": "burpee",
   "name": "Burpee",
   "aliases": [
    "Burpees"
   ],
   "movement": "burpee",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 60,
   "popularity": 35,
   "muscles": {
    "pectoralis_major_sternal": 0.25,
    "vastus_lateralis": 0.25,
    "vastus_medialis": 0.25,
    "deltoid_anterior": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "box_jump",
   "name": "Box Jump",
   "aliases": [
    "Box Jumps"
   ],
   "movement": "box_jump",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 90,
   "popularity": 30,
   "muscles": {
    "vastus_lateralis": 0.5,
    "vastus_medialis": 0.5,
    "gluteus_maximus": 0.5,
    "gastrocnemius": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "battle_ropes",
   "name": "Battle Ropes",
   "aliases": [
    "Battle Rope",
    "Rope Waves"
   ],
   "movement": "battle_ropes",
   "equipment": "none",
   "dimensions": {},
   "type": "duration",
   "rest_s": 60,
   "popularity": 15,
   "muscles": {
    "deltoid_anterior": 0.25,
    "deltoid_lateral": 0.25
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "jump_rope",
   "name": "Jump Rope",
   "aliases": [
    "Skipping",
    "Jumping Rope",
    "Skip Rope"
   ],
   "movement": "jump_rope",
   "equipment": "jump_rope",
   "dimensions": {},
   "type": "duration",
   "rest_s": 0,
   "popularity": 35,
   "muscles": {
    "gastrocnemius": 0.1
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "running",
   "name": "Running",
   "aliases": [
    "Run",
    "Outdoor Run",
    "Jogging"
   ],
   "movement": "running",
   "equipment": "none",
   "dimensions": {},
   "type": "distance_duration",
   "rest_s": 0,
   "popularity": 70,
   "muscles": {
    "vastus_lateralis": 0.1,
    "vastus_medialis": 0.1,
    "gluteus_maximus": 0.1,
    "gastrocnemius": 0.1
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "running_treadmill",
   "name": "Running (Treadmill)",
   "aliases": [
    "Treadmill",
    "Treadmill Run"
   ],
   "movement": "running",
   "equipment": "treadmill",
   "dimensions": {},
   "type": "distance_duration",
   "rest_s": 0,
   "popularity": 60,
   "muscles": {
    "vastus_lateralis": 0.1,
    "vastus_medialis": 0.1,
    "gluteus_maximus": 0.1,
    "gastrocnemius": 0.1
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "walking",
   "name": "Walking",
   "aliases": [
    "Walk",
    "Walking (Treadmill)"
   ],
   "movement": "walking",
   "equipment": "none",
   "dimensions": {},
   "type": "distance_duration",
   "rest_s": 0,
   "popularity": 45,
   "muscles": {},
   "sources": []
  },
  {
   "id": "cycling",
   "name": "Cycling",
   "aliases": [
    "Bike",
    "Outdoor Cycling",
    "Biking"
   ],
   "movement": "cycling",
   "equipment": "none",
   "dimensions": {},
   "type": "distance_duration",
   "rest_s": 0,
   "popularity": 50,
   "muscles": {
    "vastus_lateralis": 0.1,
    "vastus_medialis": 0.1
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "cycling_indoor",
   "name": "Cycling (Indoor)",
   "aliases": [
    "Stationary Bike",
    "Spin Bike",
    "Exercise Bike",
    "Indoor Cycling"
   ],
   "movement": "cycling",
   "equipment": "stationary_bike",
   "dimensions": {},
   "type": "distance_duration",
   "rest_s": 0,
   "popularity": 50,
   "muscles": {
    "vastus_lateralis": 0.1,
    "vastus_medialis": 0.1
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "rowing_machine",
   "name": "Rowing (Machine)",
   "aliases": [
    "Rowing Machine",
    "Rower",
    "Erg",
    "Indoor Rowing",
    "Ergometer"
   ],
   "movement": "rowing",
   "equipment": "rowing_machine",
   "dimensions": {},
   "type": "distance_duration",
   "rest_s": 0,
   "popularity": 50,
   "muscles": {
    "latissimus_dorsi": 0.1,
    "vastus_lateralis": 0.1
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "elliptical_trainer",
   "name": "Elliptical Trainer",
   "aliases": [
    "Elliptical",
    "Cross Trainer"
   ],
   "movement": "elliptical",
   "equipment": "elliptical",
   "dimensions": {},
   "type": "distance_duration",
   "rest_s": 0,
   "popularity": 40,
   "muscles": {},
   "sources": []
  },
  {
   "id": "stair_climber",
   "name": "Stair Climber",
   "aliases": [
    "Stairmaster",
    "Stair Machine",
    "StairMaster"
   ],
   "movement": "stair_climbing",
   "equipment": "stair_climber",
   "dimensions": {},
   "type": "duration",
   "rest_s": 0,
   "popularity": 35,
   "muscles": {
    "gluteus_maximus": 0.1,
    "vastus_lateralis": 0.1
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "swimming",
   "name": "Swimming",
   "aliases": [
    "Swim",
    "Lap Swimming"
   ],
   "movement": "swimming",
   "equipment": "none",
   "dimensions": {},
   "type": "distance_duration",
   "rest_s": 0,
   "popularity": 30,
   "muscles": {
    "latissimus_dorsi": 0.1
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5)",
    "joint actions of the prime movers (editorial refinement of head/section split)"
   ]
  },
  {
   "id": "advanced_windmill_kettlebell",
   "name": "Advanced Windmill (Kettlebell)",
   "aliases": [
    "Advanced Kettlebell Windmill"
   ],
   "movement": "other_abdominals",
   "equipment": "kettlebell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "gluteus_maximus": 0.5,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "air_bike",
   "name": "Air Bike",
   "aliases": [],
   "movement": "other_abdominals",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "alternate_heel_toucher",
   "name": "Alternate Heel Toucher",
   "aliases": [
    "Alternate Heel Touchers"
   ],
   "movement": "other_abdominals",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "alternating_deltoid_raise_dumbbell",
   "name": "Alternating Deltoid Raise (Dumbbell)",
   "aliases": [
    "Alternating Deltoid Raise"
   ],
   "movement": "other_shoulders",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "alternating_press_kettlebell",
   "name": "Alternating Press (Kettlebell)",
   "aliases": [
    "Alternating Kettlebell Press"
   ],
   "movement": "other_shoulders",
   "equipment": "kettlebell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "triceps_brachii_long": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "alternating_row_kettlebell",
   "name": "Alternating Row (Kettlebell)",
   "aliases": [
    "Alternating Kettlebell Row"
   ],
   "movement": "row",
   "equipment": "kettlebell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 5,
   "muscles": {
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "latissimus_dorsi": 0.5,
    "teres_major": 0.5,
    "rhomboids": 1.0,
    "trapezius_middle": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "anti_gravity_press_barbell",
   "name": "Anti-Gravity Press (Barbell)",
   "aliases": [
    "Anti-Gravity Press"
   ],
   "movement": "other_shoulders",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "rhomboids": 0.5,
    "trapezius_middle": 0.5,
    "trapezius_upper": 0.5,
    "triceps_brachii_long": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "around_the_world_dumbbell",
   "name": "Around The World (Dumbbell)",
   "aliases": [
    "Around The Worlds"
   ],
   "movement": "other_chest",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "pectoralis_major_sternal": 1.0,
    "pectoralis_major_clavicular": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "atlas_stone_trainer",
   "name": "Atlas Stone Trainer",
   "aliases": [],
   "movement": "other_lower_back",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "brachioradialis": 0.5,
    "wrist_flexors": 0.5,
    "wrist_extensors": 0.5,
    "gluteus_maximus": 0.5,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "rectus_femoris": 0.5,
    "vastus_lateralis": 0.5,
    "vastus_medialis": 0.5,
    "vastus_intermedius": 0.5,
    "erector_spinae": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "atlas_stone",
   "name": "Atlas Stone",
   "aliases": [
    "Atlas Stones"
   ],
   "movement": "other_lower_back",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "rectus_abdominis": 0.5,
    "transversus_abdominis": 0.5,
    "hip_adductors": 0.5,
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "gastrocnemius": 0.5,
    "soleus": 0.5,
    "brachioradialis": 0.5,
    "wrist_flexors": 0.5,
    "wrist_extensors": 0.5,
    "gluteus_maximus": 0.5,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "rhomboids": 0.5,
    "trapezius_middle": 0.5,
    "rectus_femoris": 0.5,
    "vastus_lateralis": 0.5,
    "vastus_medialis": 0.5,
    "vastus_intermedius": 0.5,
    "trapezius_upper": 0.5,
    "erector_spinae": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "axle_deadlift",
   "name": "Axle Deadlift",
   "aliases": [],
   "movement": "deadlift",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 240,
   "popularity": 5,
   "muscles": {
    "brachioradialis": 0.5,
    "wrist_flexors": 0.5,
    "wrist_extensors": 0.5,
    "gluteus_maximus": 0.5,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "rhomboids": 0.5,
    "trapezius_middle": 0.5,
    "rectus_femoris": 0.5,
    "vastus_lateralis": 0.5,
    "vastus_medialis": 0.5,
    "vastus_intermedius": 0.5,
    "trapezius_upper": 0.5,
    "erector_spinae": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "backward_drag",
   "name": "Backward Drag",
   "aliases": [],
   "movement": "other_quadriceps",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "gastrocnemius": 0.5,
    "soleus": 0.5,
    "brachioradialis": 0.5,
    "wrist_flexors": 0.5,
    "wrist_extensors": 0.5,
    "gluteus_maximus": 0.5,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "erector_spinae": 0.5,
    "rectus_femoris": 1.0,
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "balance_board",
   "name": "Balance Board",
   "aliases": [],
   "movement": "other_calves",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "rectus_femoris": 0.5,
    "vastus_lateralis": 0.5,
    "vastus_medialis": 0.5,
    "vastus_intermedius": 0.5,
    "gastrocnemius": 1.0,
    "soleus": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "pull_apart_band",
   "name": "Pull Apart (Band)",
   "aliases": [
    "Band Pull Apart"
   ],
   "movement": "other_shoulders",
   "equipment": "band",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "rhomboids": 0.5,
    "trapezius_middle": 0.5,
    "trapezius_upper": 0.5,
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "incline_shoulder_raise_barbell",
   "name": "Incline Shoulder Raise (Barbell)",
   "aliases": [
    "Barbell Incline Shoulder Raise"
   ],
   "movement": "other_shoulders",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "pectoralis_major_sternal": 0.5,
    "pectoralis_major_clavicular": 0.5,
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "side_bend_barbell",
   "name": "Side Bend (Barbell)",
   "aliases": [
    "Barbell Side Bend"
   ],
   "movement": "other_abdominals",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "erector_spinae": 0.5,
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "step_ups_barbell",
   "name": "Step Ups (Barbell)",
   "aliases": [
    "Barbell Step Ups"
   ],
   "movement": "other_quadriceps",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "gastrocnemius": 0.5,
    "soleus": 0.5,
    "gluteus_maximus": 0.5,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "rectus_femoris": 1.0,
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "battling_rope",
   "name": "Battling Rope",
   "aliases": [
    "Battling Ropes"
   ],
   "movement": "other_shoulders",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "pectoralis_major_sternal": 0.5,
    "pectoralis_major_clavicular": 0.5,
    "brachioradialis": 0.5,
    "wrist_flexors": 0.5,
    "wrist_extensors": 0.5,
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "bent_over_low_pulley_side_lateral_cable",
   "name": "Bent Over Low-Pulley Side Lateral (Cable)",
   "aliases": [
    "Bent Over Low-Pulley Side Lateral"
   ],
   "movement": "other_shoulders",
   "equipment": "cable",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "erector_spinae": 0.5,
    "rhomboids": 0.5,
    "trapezius_middle": 0.5,
    "trapezius_upper": 0.5,
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "bent_press_kettlebell",
   "name": "Bent Press (Kettlebell)",
   "aliases": [
    "Bent Press"
   ],
   "movement": "other_abdominals",
   "equipment": "kettlebell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "gluteus_maximus": 0.5,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "erector_spinae": 0.5,
    "rectus_femoris": 0.5,
    "vastus_lateralis": 0.5,
    "vastus_medialis": 0.5,
    "vastus_intermedius": 0.5,
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "triceps_brachii_long": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "bent_arm_pullover_barbell",
   "name": "Bent-Arm Pullover (Barbell)",
   "aliases": [
    "Bent-Arm Barbell Pullover"
   ],
   "movement": "pullover",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "pectoralis_major_sternal": 0.5,
    "pectoralis_major_clavicular": 0.5,
    "latissimus_dorsi": 1.0,
    "teres_major": 1.0,
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "triceps_brachii_long": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "board_press_barbell",
   "name": "Board Press (Barbell)",
   "aliases": [
    "Board Press"
   ],
   "movement": "other_triceps",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "pectoralis_major_sternal": 0.5,
    "pectoralis_major_clavicular": 0.5,
    "brachioradialis": 0.5,
    "wrist_flexors": 0.5,
    "wrist_extensors": 0.5,
    "latissimus_dorsi": 0.5,
    "teres_major": 0.5,
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "triceps_brachii_long": 1.0,
    "triceps_brachii_lateral": 1.0,
    "triceps_brachii_medial": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "body_tricep_press",
   "name": "Body Tricep Press",
   "aliases": [],
   "movement": "other_triceps",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "triceps_brachii_long": 1.0,
    "triceps_brachii_lateral": 1.0,
    "triceps_brachii_medial": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "body_up",
   "name": "Body-Up",
   "aliases": [],
   "movement": "other_triceps",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "rectus_abdominis": 0.5,
    "transversus_abdominis": 0.5,
    "brachioradialis": 0.5,
    "wrist_flexors": 0.5,
    "wrist_extensors": 0.5,
    "triceps_brachii_long": 1.0,
    "triceps_brachii_lateral": 1.0,
    "triceps_brachii_medial": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "bodyweight_flye_ez_bar",
   "name": "Bodyweight Flye (EZ Bar)",
   "aliases": [
    "Bodyweight Flyes"
   ],
   "movement": "other_chest",
   "equipment": "ez_bar",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "rectus_abdominis": 0.5,
    "transversus_abdominis": 0.5,
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "triceps_brachii_long": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "pectoralis_major_sternal": 1.0,
    "pectoralis_major_clavicular": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "bodyweight_mid_row",
   "name": "Bodyweight Mid Row",
   "aliases": [],
   "movement": "row",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 5,
   "muscles": {
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "latissimus_dorsi": 0.5,
    "teres_major": 0.5,
    "rhomboids": 1.0,
    "trapezius_middle": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "bottoms_up",
   "name": "Bottoms Up",
   "aliases": [],
   "movement": "other_abdominals",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "bradford_rocky_press_barbell",
   "name": "Bradford/Rocky Press (Barbell)",
   "aliases": [
    "Bradford/Rocky Presses"
   ],
   "movement": "other_shoulders",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "triceps_brachii_long": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "butt_lift_bridge",
   "name": "Butt Lift (Bridge)",
   "aliases": [],
   "movement": "other_glutes",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "gluteus_maximus": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "butt_up",
   "name": "Butt-Up",
   "aliases": [
    "Butt-Ups"
   ],
   "movement": "other_abdominals",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "chest_press_cable",
   "name": "Chest Press (Cable)",
   "aliases": [
    "Cable Chest Press"
   ],
   "movement": "chest_press",
   "equipment": "cable",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 5,
   "muscles": {
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "triceps_brachii_long": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "pectoralis_major_sternal": 1.0,
    "pectoralis_major_clavicular": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "deadlift_cable",
   "name": "Deadlift (Cable)",
   "aliases": [
    "Cable Deadlifts"
   ],
   "movement": "deadlift",
   "equipment": "cable",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 240,
   "popularity": 5,
   "muscles": {
    "brachioradialis": 0.5,
    "wrist_flexors": 0.5,
    "wrist_extensors": 0.5,
    "gluteus_maximus": 0.5,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "erector_spinae": 0.5,
    "rectus_femoris": 1.0,
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "internal_rotation_cable",
   "name": "Internal Rotation (Cable)",
   "aliases": [
    "Cable Internal Rotation"
   ],
   "movement": "other_shoulders",
   "equipment": "cable",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "iron_cross_cable",
   "name": "Iron Cross (Cable)",
   "aliases": [
    "Cable Iron Cross"
   ],
   "movement": "other_chest",
   "equipment": "cable",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "pectoralis_major_sternal": 1.0,
    "pectoralis_major_clavicular": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "judo_flip_cable",
   "name": "Judo Flip (Cable)",
   "aliases": [
    "Cable Judo Flip"
   ],
   "movement": "other_abdominals",
   "equipment": "cable",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "shrug_cable",
   "name": "Shrug (Cable)",
   "aliases": [
    "Cable Shrugs"
   ],
   "movement": "shrug",
   "equipment": "cable",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "trapezius_upper": 1.0,
    "trapezius_middle": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "car_deadlift",
   "name": "Car Deadlift",
   "aliases": [],
   "movement": "deadlift",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 240,
   "popularity": 5,
   "muscles": {
    "brachioradialis": 0.5,
    "wrist_flexors": 0.5,
    "wrist_extensors": 0.5,
    "gluteus_maximus": 0.5,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "erector_spinae": 0.5,
    "trapezius_upper": 0.5,
    "trapezius_middle": 0.5,
    "rectus_femoris": 1.0,
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "car_driver_barbell",
   "name": "Car Driver (Barbell)",
   "aliases": [
    "Car Drivers"
   ],
   "movement": "other_shoulders",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "brachioradialis": 0.5,
    "wrist_flexors": 0.5,
    "wrist_extensors": 0.5,
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "chain_handle_extension",
   "name": "Chain Handle Extension",
   "aliases": [],
   "movement": "other_triceps",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "triceps_brachii_long": 1.0,
    "triceps_brachii_lateral": 1.0,
    "triceps_brachii_medial": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "chain_press",
   "name": "Chain Press",
   "aliases": [],
   "movement": "other_chest",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "triceps_brachii_long": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "pectoralis_major_sternal": 1.0,
    "pectoralis_major_clavicular": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "circus_bell",
   "name": "Circus Bell",
   "aliases": [],
   "movement": "other_shoulders",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "brachioradialis": 0.5,
    "wrist_flexors": 0.5,
    "wrist_extensors": 0.5,
    "gluteus_maximus": 0.5,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "erector_spinae": 0.5,
    "trapezius_upper": 0.5,
    "trapezius_middle": 0.5,
    "triceps_brachii_long": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "close_grip_press_dumbbell",
   "name": "Close-Grip Press (Dumbbell)",
   "aliases": [
    "Close-Grip Dumbbell Press"
   ],
   "movement": "other_triceps",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "pectoralis_major_sternal": 0.5,
    "pectoralis_major_clavicular": 0.5,
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "triceps_brachii_long": 1.0,
    "triceps_brachii_lateral": 1.0,
    "triceps_brachii_medial": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "close_grip_press_ez_bar",
   "name": "Close-Grip Press (EZ Bar)",
   "aliases": [
    "Close-Grip EZ-Bar Press"
   ],
   "movement": "other_triceps",
   "equipment": "ez_bar",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "pectoralis_major_sternal": 0.5,
    "pectoralis_major_clavicular": 0.5,
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "triceps_brachii_long": 1.0,
    "triceps_brachii_lateral": 1.0,
    "triceps_brachii_medial": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "cocoon",
   "name": "Cocoon",
   "aliases": [
    "Cocoons"
   ],
   "movement": "other_abdominals",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "conans_wheel",
   "name": "Conan's Wheel",
   "aliases": [],
   "movement": "other_quadriceps",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "rectus_abdominis": 0.5,
    "transversus_abdominis": 0.5,
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "gastrocnemius": 0.5,
    "soleus": 0.5,
    "brachioradialis": 0.5,
    "wrist_flexors": 0.5,
    "wrist_extensors": 0.5,
    "erector_spinae": 0.5,
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "trapezius_upper": 0.5,
    "trapezius_middle": 0.5,
    "rectus_femoris": 1.0,
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "cross_over_band",
   "name": "Cross Over (Band)",
   "aliases": [
    "Cross Over - With Bands"
   ],
   "movement": "other_chest",
   "equipment": "band",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "pectoralis_major_sternal": 1.0,
    "pectoralis_major_clavicular": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "cross_body_crunch",
   "name": "Cross-Body Crunch",
   "aliases": [],
   "movement": "crunch",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 60,
   "popularity": 5,
   "muscles": {
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "crucifix",
   "name": "Crucifix",
   "aliases": [],
   "movement": "other_shoulders",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "brachioradialis": 0.5,
    "wrist_flexors": 0.5,
    "wrist_extensors": 0.5,
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "crunch_hands_overhead",
   "name": "Crunch - Hands Overhead",
   "aliases": [],
   "movement": "crunch",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 60,
   "popularity": 5,
   "muscles": {
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "crunch_legs_on_exercise_ball",
   "name": "Crunch - Legs On Exercise Ball",
   "aliases": [],
   "movement": "crunch",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 60,
   "popularity": 5,
   "muscles": {
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "cuban_press_dumbbell",
   "name": "Cuban Press (Dumbbell)",
   "aliases": [
    "Cuban Press"
   ],
   "movement": "other_shoulders",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "trapezius_upper": 0.5,
    "trapezius_middle": 0.5,
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "double_jerk_kettlebell",
   "name": "Double Jerk (Kettlebell)",
   "aliases": [
    "Double Kettlebell Jerk"
   ],
   "movement": "other_shoulders",
   "equipment": "kettlebell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "gastrocnemius": 0.5,
    "soleus": 0.5,
    "rectus_femoris": 0.5,
    "vastus_lateralis": 0.5,
    "vastus_medialis": 0.5,
    "vastus_intermedius": 0.5,
    "triceps_brachii_long": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "double_snatch_kettlebell",
   "name": "Double Snatch (Kettlebell)",
   "aliases": [
    "Double Kettlebell Snatch"
   ],
   "movement": "snatch",
   "equipment": "kettlebell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 5,
   "muscles": {
    "gluteus_maximus": 0.5,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "rectus_femoris": 0.5,
    "vastus_lateralis": 0.5,
    "vastus_medialis": 0.5,
    "vastus_intermedius": 0.5,
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "double_windmill_kettlebell",
   "name": "Double Windmill (Kettlebell)",
   "aliases": [
    "Double Kettlebell Windmill"
   ],
   "movement": "other_abdominals",
   "equipment": "kettlebell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "gluteus_maximus": 0.5,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "triceps_brachii_long": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "downward_facing_balance",
   "name": "Downward Facing Balance",
   "aliases": [],
   "movement": "other_glutes",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "rectus_abdominis": 0.5,
    "transversus_abdominis": 0.5,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "gluteus_maximus": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "clean_dumbbell",
   "name": "Clean (Dumbbell)",
   "aliases": [
    "Dumbbell Clean"
   ],
   "movement": "clean",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 5,
   "muscles": {
    "gastrocnemius": 0.5,
    "soleus": 0.5,
    "brachioradialis": 0.5,
    "wrist_flexors": 0.5,
    "wrist_extensors": 0.5,
    "gluteus_maximus": 0.5,
    "erector_spinae": 0.5,
    "rectus_femoris": 0.5,
    "vastus_lateralis": 0.5,
    "vastus_medialis": 0.5,
    "vastus_intermedius": 0.5,
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "trapezius_upper": 0.5,
    "trapezius_middle": 0.5,
    "biceps_femoris": 1.0,
    "semitendinosus_semimembranosus": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "incline_shoulder_raise_dumbbell",
   "name": "Incline Shoulder Raise (Dumbbell)",
   "aliases": [
    "Dumbbell Incline Shoulder Raise"
   ],
   "movement": "other_shoulders",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "triceps_brachii_long": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "lying_pronation_dumbbell",
   "name": "Lying Pronation (Dumbbell)",
   "aliases": [
    "Dumbbell Lying Pronation"
   ],
   "movement": "other_forearms",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "brachioradialis": 1.0,
    "wrist_flexors": 1.0,
    "wrist_extensors": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "lying_supination_dumbbell",
   "name": "Lying Supination (Dumbbell)",
   "aliases": [
    "Dumbbell Lying Supination"
   ],
   "movement": "other_forearms",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "brachioradialis": 1.0,
    "wrist_flexors": 1.0,
    "wrist_extensors": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "raise_dumbbell",
   "name": "Raise (Dumbbell)",
   "aliases": [
    "Dumbbell Raise"
   ],
   "movement": "other_shoulders",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "scaption_dumbbell",
   "name": "Scaption (Dumbbell)",
   "aliases": [
    "Dumbbell Scaption"
   ],
   "movement": "other_shoulders",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "trapezius_upper": 0.5,
    "trapezius_middle": 0.5,
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "side_bend_dumbbell",
   "name": "Side Bend (Dumbbell)",
   "aliases": [
    "Dumbbell Side Bend"
   ],
   "movement": "other_abdominals",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "step_ups_dumbbell",
   "name": "Step Ups (Dumbbell)",
   "aliases": [
    "Dumbbell Step Ups"
   ],
   "movement": "other_quadriceps",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "gastrocnemius": 0.5,
    "soleus": 0.5,
    "gluteus_maximus": 0.5,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "rectus_femoris": 1.0,
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "elbow_to_knee",
   "name": "Elbow to Knee",
   "aliases": [],
   "movement": "other_abdominals",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "exercise_ball_crunch",
   "name": "Exercise Ball Crunch",
   "aliases": [],
   "movement": "crunch",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 5,
   "muscles": {
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "exercise_ball_pull_in",
   "name": "Exercise Ball Pull-In",
   "aliases": [],
   "movement": "other_abdominals",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "external_rotation_dumbbell",
   "name": "External Rotation (Dumbbell)",
   "aliases": [
    "External Rotation"
   ],
   "movement": "other_shoulders",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "external_rotation_band",
   "name": "External Rotation (Band)",
   "aliases": [
    "External Rotation with Band"
   ],
   "movement": "other_shoulders",
   "equipment": "band",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "external_rotation_cable",
   "name": "External Rotation (Cable)",
   "aliases": [
    "External Rotation with Cable"
   ],
   "movement": "other_shoulders",
   "equipment": "cable",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "flat_bench_leg_pull_in",
   "name": "Flat Bench Leg Pull-In",
   "aliases": [],
   "movement": "other_abdominals",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "floor_glute_ham_raise",
   "name": "Floor Glute-Ham Raise",
   "aliases": [],
   "movement": "other_hamstrings",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "gastrocnemius": 0.5,
    "soleus": 0.5,
    "gluteus_maximus": 0.5,
    "biceps_femoris": 1.0,
    "semitendinosus_semimembranosus": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "flutter_kick",
   "name": "Flutter Kick",
   "aliases": [
    "Flutter Kicks"
   ],
   "movement": "other_glutes",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "gluteus_maximus": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "forward_drag_with_press",
   "name": "Forward Drag with Press",
   "aliases": [],
   "movement": "other_chest",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "gastrocnemius": 0.5,
    "soleus": 0.5,
    "gluteus_maximus": 0.5,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "rectus_femoris": 0.5,
    "vastus_lateralis": 0.5,
    "vastus_medialis": 0.5,
    "vastus_intermedius": 0.5,
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "triceps_brachii_long": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "pectoralis_major_sternal": 1.0,
    "pectoralis_major_clavicular": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "freehand_jump_squat",
   "name": "Freehand Jump Squat",
   "aliases": [],
   "movement": "squat",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 180,
   "popularity": 5,
   "muscles": {
    "gastrocnemius": 0.5,
    "soleus": 0.5,
    "gluteus_maximus": 0.5,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "rectus_femoris": 1.0,
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "gironda_sternum_chin",
   "name": "Gironda Sternum Chin",
   "aliases": [
    "Gironda Sternum Chins"
   ],
   "movement": "other_lats",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "rhomboids": 0.5,
    "trapezius_middle": 0.5,
    "latissimus_dorsi": 1.0,
    "teres_major": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "glute_ham_raise_machine",
   "name": "Glute Ham Raise (Machine)",
   "aliases": [
    "Glute Ham Raise"
   ],
   "movement": "other_hamstrings",
   "equipment": "machine",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "gastrocnemius": 0.5,
    "soleus": 0.5,
    "gluteus_maximus": 0.5,
    "biceps_femoris": 1.0,
    "semitendinosus_semimembranosus": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "gorilla_chin_crunch",
   "name": "Gorilla Chin/Crunch",
   "aliases": [],
   "movement": "crunch",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 60,
   "popularity": 5,
   "muscles": {
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "latissimus_dorsi": 0.5,
    "teres_major": 0.5,
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "hanging_pike",
   "name": "Hanging Pike",
   "aliases": [],
   "movement": "other_abdominals",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "hip_extension_band",
   "name": "Hip Extension (Band)",
   "aliases": [
    "Hip Extension with Bands"
   ],
   "movement": "other_glutes",
   "equipment": "band",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "gluteus_maximus": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "hip_flexion_band",
   "name": "Hip Flexion (Band)",
   "aliases": [
    "Hip Flexion with Band"
   ],
   "movement": "other_quadriceps",
   "equipment": "band",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "rectus_femoris": 1.0,
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "hip_lift_band",
   "name": "Hip Lift (Band)",
   "aliases": [
    "Hip Lift with Band"
   ],
   "movement": "other_glutes",
   "equipment": "band",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "gastrocnemius": 0.5,
    "soleus": 0.5,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "gluteus_maximus": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "hyperextensions_with_no_hyperextension_bench",
   "name": "Hyperextensions With No Hyperextension Bench",
   "aliases": [],
   "movement": "other_lower_back",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "gluteus_maximus": 0.5,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "erector_spinae": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "internal_rotation_band",
   "name": "Internal Rotation (Band)",
   "aliases": [
    "Internal Rotation with Band"
   ],
   "movement": "other_shoulders",
   "equipment": "band",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "iron_cross_dumbbell",
   "name": "Iron Cross (Dumbbell)",
   "aliases": [
    "Iron Cross"
   ],
   "movement": "other_shoulders",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "pectoralis_major_sternal": 0.5,
    "pectoralis_major_clavicular": 0.5,
    "gluteus_maximus": 0.5,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "erector_spinae": 0.5,
    "rectus_femoris": 0.5,
    "vastus_lateralis": 0.5,
    "vastus_medialis": 0.5,
    "vastus_intermedius": 0.5,
    "trapezius_upper": 0.5,
    "trapezius_middle": 0.5,
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "isometric_neck_exercise_front_and_back",
   "name": "Isometric Neck Exercise - Front And Back",
   "aliases": [],
   "movement": "other_neck",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "trapezius_upper": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "isometric_neck_exercise_side",
   "name": "Isometric Neck Exercise - Side",
   "aliases": [
    "Isometric Neck Exercise - Sides"
   ],
   "movement": "other_neck",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "trapezius_upper": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "isometric_wiper",
   "name": "Isometric Wiper",
   "aliases": [
    "Isometric Wipers"
   ],
   "movement": "other_chest",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "rectus_abdominis": 0.5,
    "transversus_abdominis": 0.5,
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "triceps_brachii_long": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "pectoralis_major_sternal": 1.0,
    "pectoralis_major_clavicular": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "jm_press_barbell",
   "name": "JM Press (Barbell)",
   "aliases": [
    "JM Press"
   ],
   "movement": "other_triceps",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "pectoralis_major_sternal": 0.5,
    "pectoralis_major_clavicular": 0.5,
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "triceps_brachii_long": 1.0,
    "triceps_brachii_lateral": 1.0,
    "triceps_brachii_medial": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "jerk_balance_barbell",
   "name": "Jerk Balance (Barbell)",
   "aliases": [
    "Jerk Balance"
   ],
   "movement": "other_shoulders",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "gluteus_maximus": 0.5,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "rectus_femoris": 0.5,
    "vastus_lateralis": 0.5,
    "vastus_medialis": 0.5,
    "vastus_intermedius": 0.5,
    "triceps_brachii_long": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "keg_load",
   "name": "Keg Load",
   "aliases": [],
   "movement": "other_lower_back",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "rectus_abdominis": 0.5,
    "transversus_abdominis": 0.5,
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "gastrocnemius": 0.5,
    "soleus": 0.5,
    "brachioradialis": 0.5,
    "wrist_flexors": 0.5,
    "wrist_extensors": 0.5,
    "gluteus_maximus": 0.5,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "rhomboids": 0.5,
    "trapezius_middle": 0.5,
    "rectus_femoris": 0.5,
    "vastus_lateralis": 0.5,
    "vastus_medialis": 0.5,
    "vastus_intermedius": 0.5,
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "trapezius_upper": 0.5,
    "erector_spinae": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "dead_clean_kettlebell",
   "name": "Dead Clean (Kettlebell)",
   "aliases": [
    "Kettlebell Dead Clean"
   ],
   "movement": "clean",
   "equipment": "kettlebell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 5,
   "muscles": {
    "gastrocnemius": 0.5,
    "soleus": 0.5,
    "gluteus_maximus": 0.5,
    "erector_spinae": 0.5,
    "rectus_femoris": 0.5,
    "vastus_lateralis": 0.5,
    "vastus_medialis": 0.5,
    "vastus_intermedius": 0.5,
    "trapezius_upper": 0.5,
    "trapezius_middle": 0.5,
    "biceps_femoris": 1.0,
    "semitendinosus_semimembranosus": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "figure_8_kettlebell",
   "name": "Figure 8 (Kettlebell)",
   "aliases": [
    "Kettlebell Figure 8"
   ],
   "movement": "other_abdominals",
   "equipment": "kettlebell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "pass_between_the_leg_kettlebell",
   "name": "Pass Between The Leg (Kettlebell)",
   "aliases": [
    "Kettlebell Pass Between The Legs"
   ],
   "movement": "other_abdominals",
   "equipment": "kettlebell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "gluteus_maximus": 0.5,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "pirate_ship_kettlebell",
   "name": "Pirate Ship (Kettlebell)",
   "aliases": [
    "Kettlebell Pirate Ships"
   ],
   "movement": "other_shoulders",
   "equipment": "kettlebell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "rectus_abdominis": 0.5,
    "transversus_abdominis": 0.5,
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "seated_press_kettlebell",
   "name": "Seated Press (Kettlebell)",
   "aliases": [
    "Kettlebell Seated Press"
   ],
   "movement": "other_shoulders",
   "equipment": "kettlebell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "triceps_brachii_long": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "seesaw_press_kettlebell",
   "name": "Seesaw Press (Kettlebell)",
   "aliases": [
    "Kettlebell Seesaw Press"
   ],
   "movement": "other_shoulders",
   "equipment": "kettlebell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "triceps_brachii_long": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "sumo_high_pull_kettlebell",
   "name": "Sumo High Pull (Kettlebell)",
   "aliases": [
    "Kettlebell Sumo High Pull"
   ],
   "movement": "other_traps",
   "equipment": "kettlebell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "hip_adductors": 0.5,
    "gluteus_maximus": 0.5,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "rectus_femoris": 0.5,
    "vastus_lateralis": 0.5,
    "vastus_medialis": 0.5,
    "vastus_intermedius": 0.5,
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "trapezius_upper": 1.0,
    "trapezius_middle": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "turkish_get_up_lunge_style_kettlebell",
   "name": "Turkish Get-Up (Lunge style) (Kettlebell)",
   "aliases": [
    "Kettlebell Turkish Get-Up (Lunge style)"
   ],
   "movement": "lunge",
   "equipment": "kettlebell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 5,
   "muscles": {
    "rectus_abdominis": 0.5,
    "transversus_abdominis": 0.5,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "rectus_femoris": 0.5,
    "vastus_lateralis": 0.5,
    "vastus_medialis": 0.5,
    "vastus_intermedius": 0.5,
    "triceps_brachii_long": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "turkish_get_up_squat_style_kettlebell",
   "name": "Turkish Get-Up (Squat style) (Kettlebell)",
   "aliases": [
    "Kettlebell Turkish Get-Up (Squat style)"
   ],
   "movement": "squat",
   "equipment": "kettlebell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 5,
   "muscles": {
    "rectus_abdominis": 0.5,
    "transversus_abdominis": 0.5,
    "gastrocnemius": 0.5,
    "soleus": 0.5,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "rectus_femoris": 0.5,
    "vastus_lateralis": 0.5,
    "vastus_medialis": 0.5,
    "vastus_intermedius": 0.5,
    "triceps_brachii_long": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "windmill_kettlebell",
   "name": "Windmill (Kettlebell)",
   "aliases": [
    "Kettlebell Windmill"
   ],
   "movement": "other_abdominals",
   "equipment": "kettlebell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "gluteus_maximus": 0.5,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "triceps_brachii_long": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "kipping_muscle_up",
   "name": "Kipping Muscle Up",
   "aliases": [],
   "movement": "other_lats",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "rectus_abdominis": 0.5,
    "transversus_abdominis": 0.5,
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "brachioradialis": 0.5,
    "wrist_flexors": 0.5,
    "wrist_extensors": 0.5,
    "rhomboids": 0.5,
    "trapezius_middle": 0.5,
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "trapezius_upper": 0.5,
    "triceps_brachii_long": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "latissimus_dorsi": 1.0,
    "teres_major": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "landmine_180s_barbell",
   "name": "Landmine 180's (Barbell)",
   "aliases": [
    "Landmine 180's"
   ],
   "movement": "other_abdominals",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "gluteus_maximus": 0.5,
    "erector_spinae": 0.5,
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "landmine_linear_jammer_barbell",
   "name": "Landmine Linear Jammer (Barbell)",
   "aliases": [
    "Landmine Linear Jammer"
   ],
   "movement": "other_shoulders",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "rectus_abdominis": 0.5,
    "transversus_abdominis": 0.5,
    "gastrocnemius": 0.5,
    "soleus": 0.5,
    "pectoralis_major_sternal": 0.5,
    "pectoralis_major_clavicular": 0.5,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "rectus_femoris": 0.5,
    "vastus_lateralis": 0.5,
    "vastus_medialis": 0.5,
    "vastus_intermedius": 0.5,
    "triceps_brachii_long": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "leg_lift",
   "name": "Leg Lift",
   "aliases": [],
   "movement": "other_glutes",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "gluteus_maximus": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "leg_pull_in",
   "name": "Leg Pull-In",
   "aliases": [],
   "movement": "other_abdominals",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "leverage_deadlift_machine",
   "name": "Leverage Deadlift (Machine)",
   "aliases": [
    "Leverage Deadlift"
   ],
   "movement": "deadlift",
   "equipment": "machine",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 240,
   "popularity": 5,
   "muscles": {
    "gluteus_maximus": 0.5,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "rectus_femoris": 1.0,
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "log_lift",
   "name": "Log Lift",
   "aliases": [],
   "movement": "other_shoulders",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "rectus_abdominis": 0.5,
    "transversus_abdominis": 0.5,
    "pectoralis_major_sternal": 0.5,
    "pectoralis_major_clavicular": 0.5,
    "gluteus_maximus": 0.5,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "erector_spinae": 0.5,
    "rhomboids": 0.5,
    "trapezius_middle": 0.5,
    "rectus_femoris": 0.5,
    "vastus_lateralis": 0.5,
    "vastus_medialis": 0.5,
    "vastus_intermedius": 0.5,
    "trapezius_upper": 0.5,
    "triceps_brachii_long": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "london_bridge",
   "name": "London Bridge",
   "aliases": [
    "London Bridges"
   ],
   "movement": "other_lats",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "brachioradialis": 0.5,
    "wrist_flexors": 0.5,
    "wrist_extensors": 0.5,
    "rhomboids": 0.5,
    "trapezius_middle": 0.5,
    "latissimus_dorsi": 1.0,
    "teres_major": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "lunge_pass_through_kettlebell",
   "name": "Lunge Pass Through (Kettlebell)",
   "aliases": [
    "Lunge Pass Through"
   ],
   "movement": "lunge",
   "equipment": "kettlebell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 5,
   "muscles": {
    "gastrocnemius": 0.5,
    "soleus": 0.5,
    "gluteus_maximus": 0.5,
    "rectus_femoris": 0.5,
    "vastus_lateralis": 0.5,
    "vastus_medialis": 0.5,
    "vastus_intermedius": 0.5,
    "biceps_femoris": 1.0,
    "semitendinosus_semimembranosus": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "lunge_sprint_machine",
   "name": "Lunge Sprint (Machine)",
   "aliases": [
    "Lunge Sprint"
   ],
   "movement": "lunge",
   "equipment": "machine",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 5,
   "muscles": {
    "gastrocnemius": 0.5,
    "soleus": 0.5,
    "gluteus_maximus": 0.5,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "rectus_femoris": 1.0,
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "lying_close_grip_barbell_triceps_press_to_chin_ez_bar",
   "name": "Lying Close-Grip Barbell Triceps Press To Chin (EZ Bar)",
   "aliases": [
    "Lying Close-Grip Barbell Triceps Press To Chin"
   ],
   "movement": "other_triceps",
   "equipment": "ez_bar",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "triceps_brachii_long": 1.0,
    "triceps_brachii_lateral": 1.0,
    "triceps_brachii_medial": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "lying_face_down_plate_neck_resistance",
   "name": "Lying Face Down Plate Neck Resistance",
   "aliases": [],
   "movement": "other_neck",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "trapezius_upper": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "lying_face_up_plate_neck_resistance",
   "name": "Lying Face Up Plate Neck Resistance",
   "aliases": [],
   "movement": "other_neck",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "trapezius_upper": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "lying_triceps_press_ez_bar",
   "name": "Lying Triceps Press (EZ Bar)",
   "aliases": [
    "Lying Triceps Press"
   ],
   "movement": "other_triceps",
   "equipment": "ez_bar",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "triceps_brachii_long": 1.0,
    "triceps_brachii_lateral": 1.0,
    "triceps_brachii_medial": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "mixed_grip_chin",
   "name": "Mixed Grip Chin",
   "aliases": [],
   "movement": "other_middle_back",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "latissimus_dorsi": 0.5,
    "teres_major": 0.5,
    "rhomboids": 1.0,
    "trapezius_middle": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "monster_walk_band",
   "name": "Monster Walk (Band)",
   "aliases": [
    "Monster Walk"
   ],
   "movement": "other_abductors",
   "equipment": "band",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "gluteus_medius": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "muscle_up",
   "name": "Muscle Up",
   "aliases": [],
   "movement": "other_lats",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "rectus_abdominis": 0.5,
    "transversus_abdominis": 0.5,
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "brachioradialis": 0.5,
    "wrist_flexors": 0.5,
    "wrist_extensors": 0.5,
    "rhomboids": 0.5,
    "trapezius_middle": 0.5,
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "trapezius_upper": 0.5,
    "triceps_brachii_long": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "latissimus_dorsi": 1.0,
    "teres_major": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "natural_glute_ham_raise",
   "name": "Natural Glute Ham Raise",
   "aliases": [],
   "movement": "other_hamstrings",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "gastrocnemius": 0.5,
    "soleus": 0.5,
    "gluteus_maximus": 0.5,
    "erector_spinae": 0.5,
    "biceps_femoris": 1.0,
    "semitendinosus_semimembranosus": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "neck_press_barbell",
   "name": "Neck Press (Barbell)",
   "aliases": [
    "Neck Press"
   ],
   "movement": "other_chest",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "triceps_brachii_long": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "pectoralis_major_sternal": 1.0,
    "pectoralis_major_clavicular": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "one_arm_high_pulley_side_bend_cable",
   "name": "One-Arm High-Pulley Side Bend (Cable)",
   "aliases": [
    "One-Arm High-Pulley Cable Side Bends"
   ],
   "movement": "other_abdominals",
   "equipment": "cable",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "one_arm_jerk_kettlebell",
   "name": "One-Arm Jerk (Kettlebell)",
   "aliases": [
    "One-Arm Kettlebell Jerk"
   ],
   "movement": "other_shoulders",
   "equipment": "kettlebell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "gastrocnemius": 0.5,
    "soleus": 0.5,
    "rectus_femoris": 0.5,
    "vastus_lateralis": 0.5,
    "vastus_medialis": 0.5,
    "vastus_intermedius": 0.5,
    "triceps_brachii_long": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "one_arm_para_press_kettlebell",
   "name": "One-Arm Para Press (Kettlebell)",
   "aliases": [
    "One-Arm Kettlebell Para Press"
   ],
   "movement": "other_shoulders",
   "equipment": "kettlebell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "triceps_brachii_long": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "one_arm_split_jerk_kettlebell",
   "name": "One-Arm Split Jerk (Kettlebell)",
   "aliases": [
    "One-Arm Kettlebell Split Jerk"
   ],
   "movement": "other_shoulders",
   "equipment": "kettlebell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "gluteus_maximus": 0.5,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "rectus_femoris": 0.5,
    "vastus_lateralis": 0.5,
    "vastus_medialis": 0.5,
    "vastus_intermedius": 0.5,
    "triceps_brachii_long": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "one_arm_slam_medicine_ball",
   "name": "One-Arm Slam (Medicine Ball)",
   "aliases": [
    "One-Arm Medicine Ball Slam"
   ],
   "movement": "other_abdominals",
   "equipment": "medicine_ball",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "latissimus_dorsi": 0.5,
    "teres_major": 0.5,
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "one_arm_side_lateral_dumbbell",
   "name": "One-Arm Side Lateral (Dumbbell)",
   "aliases": [
    "One-Arm Side Laterals"
   ],
   "movement": "other_shoulders",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "open_palm_clean_kettlebell",
   "name": "Open Palm Clean (Kettlebell)",
   "aliases": [
    "Open Palm Kettlebell Clean"
   ],
   "movement": "clean",
   "equipment": "kettlebell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 5,
   "muscles": {
    "gluteus_maximus": 0.5,
    "erector_spinae": 0.5,
    "rectus_femoris": 0.5,
    "vastus_lateralis": 0.5,
    "vastus_medialis": 0.5,
    "vastus_intermedius": 0.5,
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "biceps_femoris": 1.0,
    "semitendinosus_semimembranosus": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "otis_up",
   "name": "Otis-Up",
   "aliases": [],
   "movement": "other_abdominals",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "pectoralis_major_sternal": 0.5,
    "pectoralis_major_clavicular": 0.5,
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "triceps_brachii_long": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "physioball_hip_bridge",
   "name": "Physioball Hip Bridge",
   "aliases": [],
   "movement": "other_glutes",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "gluteus_maximus": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "pin_press_barbell",
   "name": "Pin Press (Barbell)",
   "aliases": [
    "Pin Presses"
   ],
   "movement": "other_triceps",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "pectoralis_major_sternal": 0.5,
    "pectoralis_major_clavicular": 0.5,
    "brachioradialis": 0.5,
    "wrist_flexors": 0.5,
    "wrist_extensors": 0.5,
    "latissimus_dorsi": 0.5,
    "teres_major": 0.5,
    "rhomboids": 0.5,
    "trapezius_middle": 0.5,
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "triceps_brachii_long": 1.0,
    "triceps_brachii_lateral": 1.0,
    "triceps_brachii_medial": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "plate_pinch",
   "name": "Plate Pinch",
   "aliases": [],
   "movement": "other_forearms",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "brachioradialis": 1.0,
    "wrist_flexors": 1.0,
    "wrist_extensors": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "plate_twist",
   "name": "Plate Twist",
   "aliases": [],
   "movement": "other_abdominals",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "platform_hamstring_slide",
   "name": "Platform Hamstring Slide",
   "aliases": [
    "Platform Hamstring Slides"
   ],
   "movement": "other_hamstrings",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "gluteus_maximus": 0.5,
    "biceps_femoris": 1.0,
    "semitendinosus_semimembranosus": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "power_jerk_barbell",
   "name": "Power Jerk (Barbell)",
   "aliases": [
    "Power Jerk"
   ],
   "movement": "other_quadriceps",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "rectus_abdominis": 0.5,
    "transversus_abdominis": 0.5,
    "gastrocnemius": 0.5,
    "soleus": 0.5,
    "gluteus_maximus": 0.5,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "triceps_brachii_long": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "rectus_femoris": 1.0,
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "power_partial_dumbbell",
   "name": "Power Partial (Dumbbell)",
   "aliases": [
    "Power Partials"
   ],
   "movement": "other_shoulders",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "power_stair",
   "name": "Power Stair",
   "aliases": [
    "Power Stairs"
   ],
   "movement": "other_hamstrings",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "hip_adductors": 0.5,
    "gastrocnemius": 0.5,
    "soleus": 0.5,
    "gluteus_maximus": 0.5,
    "erector_spinae": 0.5,
    "rectus_femoris": 0.5,
    "vastus_lateralis": 0.5,
    "vastus_medialis": 0.5,
    "vastus_intermedius": 0.5,
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "trapezius_upper": 0.5,
    "trapezius_middle": 0.5,
    "biceps_femoris": 1.0,
    "semitendinosus_semimembranosus": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "prone_manual_hamstring",
   "name": "Prone Manual Hamstring",
   "aliases": [],
   "movement": "other_hamstrings",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "biceps_femoris": 1.0,
    "semitendinosus_semimembranosus": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "pull_through_cable",
   "name": "Pull Through (Cable)",
   "aliases": [
    "Pull Through"
   ],
   "movement": "other_glutes",
   "equipment": "cable",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "erector_spinae": 0.5,
    "gluteus_maximus": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "rack_delivery_barbell",
   "name": "Rack Delivery (Barbell)",
   "aliases": [
    "Rack Delivery"
   ],
   "movement": "other_shoulders",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "brachioradialis": 0.5,
    "wrist_flexors": 0.5,
    "wrist_extensors": 0.5,
    "trapezius_upper": 0.5,
    "trapezius_middle": 0.5,
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "rickshaw_carry",
   "name": "Rickshaw Carry",
   "aliases": [],
   "movement": "carry",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "rectus_abdominis": 0.5,
    "transversus_abdominis": 0.5,
    "gastrocnemius": 0.5,
    "soleus": 0.5,
    "gluteus_maximus": 0.5,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "erector_spinae": 0.5,
    "rectus_femoris": 0.5,
    "vastus_lateralis": 0.5,
    "vastus_medialis": 0.5,
    "vastus_intermedius": 0.5,
    "trapezius_upper": 0.5,
    "trapezius_middle": 0.5,
    "brachioradialis": 1.0,
    "wrist_flexors": 1.0,
    "wrist_extensors": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "rickshaw_deadlift",
   "name": "Rickshaw Deadlift",
   "aliases": [],
   "movement": "deadlift",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 240,
   "popularity": 5,
   "muscles": {
    "brachioradialis": 0.5,
    "wrist_flexors": 0.5,
    "wrist_extensors": 0.5,
    "gluteus_maximus": 0.5,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "erector_spinae": 0.5,
    "trapezius_upper": 0.5,
    "trapezius_middle": 0.5,
    "rectus_femoris": 1.0,
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "ring_dip",
   "name": "Ring Dip",
   "aliases": [
    "Ring Dips"
   ],
   "movement": "dip",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 5,
   "muscles": {
    "pectoralis_major_sternal": 0.5,
    "pectoralis_major_clavicular": 0.5,
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "triceps_brachii_long": 1.0,
    "triceps_brachii_lateral": 1.0,
    "triceps_brachii_medial": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "rope_climb",
   "name": "Rope Climb",
   "aliases": [],
   "movement": "other_lats",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "brachioradialis": 0.5,
    "wrist_flexors": 0.5,
    "wrist_extensors": 0.5,
    "rhomboids": 0.5,
    "trapezius_middle": 0.5,
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "latissimus_dorsi": 1.0,
    "teres_major": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "sandbag_load",
   "name": "Sandbag Load",
   "aliases": [],
   "movement": "other_quadriceps",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "rectus_abdominis": 0.5,
    "transversus_abdominis": 0.5,
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "gastrocnemius": 0.5,
    "soleus": 0.5,
    "brachioradialis": 0.5,
    "wrist_flexors": 0.5,
    "wrist_extensors": 0.5,
    "gluteus_maximus": 0.5,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "erector_spinae": 0.5,
    "rhomboids": 0.5,
    "trapezius_middle": 0.5,
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "trapezius_upper": 0.5,
    "rectus_femoris": 1.0,
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "seated_twist_barbell",
   "name": "Seated Twist (Barbell)",
   "aliases": [
    "Seated Barbell Twist"
   ],
   "movement": "other_abdominals",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "seated_flat_bench_leg_pull_in",
   "name": "Seated Flat Bench Leg Pull-In",
   "aliases": [],
   "movement": "other_abdominals",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "seated_head_harness_neck_resistance",
   "name": "Seated Head Harness Neck Resistance",
   "aliases": [],
   "movement": "other_neck",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "trapezius_upper": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "seated_leg_tuck",
   "name": "Seated Leg Tuck",
   "aliases": [
    "Seated Leg Tucks"
   ],
   "movement": "other_abdominals",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "see_saw_press_alternating_side_press_dumbbell",
   "name": "See-Saw Press (Alternating Side Press) (Dumbbell)",
   "aliases": [
    "See-Saw Press (Alternating Side Press)"
   ],
   "movement": "other_shoulders",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "rectus_abdominis": 0.5,
    "transversus_abdominis": 0.5,
    "triceps_brachii_long": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "side_bridge",
   "name": "Side Bridge",
   "aliases": [],
   "movement": "other_abdominals",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "side_jackknife",
   "name": "Side Jackknife",
   "aliases": [],
   "movement": "other_abdominals",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "side_to_side_chin",
   "name": "Side To Side Chin",
   "aliases": [
    "Side To Side Chins"
   ],
   "movement": "other_lats",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "brachioradialis": 0.5,
    "wrist_flexors": 0.5,
    "wrist_extensors": 0.5,
    "rhomboids": 0.5,
    "trapezius_middle": 0.5,
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "latissimus_dorsi": 1.0,
    "teres_major": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "single_raise_dumbbell",
   "name": "Single Raise (Dumbbell)",
   "aliases": [
    "Single Dumbbell Raise"
   ],
   "movement": "other_shoulders",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "brachioradialis": 0.5,
    "wrist_flexors": 0.5,
    "wrist_extensors": 0.5,
    "trapezius_upper": 0.5,
    "trapezius_middle": 0.5,
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "single_arm_linear_jammer_barbell",
   "name": "Single-Arm Linear Jammer (Barbell)",
   "aliases": [
    "Single-Arm Linear Jammer"
   ],
   "movement": "other_shoulders",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "pectoralis_major_sternal": 0.5,
    "pectoralis_major_clavicular": 0.5,
    "triceps_brachii_long": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "sled_overhead_backward_walk",
   "name": "Sled Overhead Backward Walk",
   "aliases": [],
   "movement": "other_shoulders",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "gastrocnemius": 0.5,
    "soleus": 0.5,
    "rhomboids": 0.5,
    "trapezius_middle": 0.5,
    "rectus_femoris": 0.5,
    "vastus_lateralis": 0.5,
    "vastus_medialis": 0.5,
    "vastus_intermedius": 0.5,
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "sled_reverse_flye",
   "name": "Sled Reverse Flye",
   "aliases": [],
   "movement": "reverse_fly",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 5,
   "muscles": {
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "sled_row",
   "name": "Sled Row",
   "aliases": [],
   "movement": "row",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 5,
   "muscles": {
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "latissimus_dorsi": 0.5,
    "teres_major": 0.5,
    "rhomboids": 1.0,
    "trapezius_middle": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "smith_incline_shoulder_raise_barbell",
   "name": "Smith Incline Shoulder Raise (Barbell)",
   "aliases": [
    "Smith Incline Shoulder Raise"
   ],
   "movement": "other_shoulders",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "pectoralis_major_sternal": 0.5,
    "pectoralis_major_clavicular": 0.5,
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "hip_raise_smith_machine",
   "name": "Hip Raise (Smith Machine)",
   "aliases": [
    "Smith Machine Hip Raise"
   ],
   "movement": "other_abdominals",
   "equipment": "smith_machine",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "speed_overhead_tricep_band",
   "name": "Speed Overhead Tricep (Band)",
   "aliases": [
    "Speed Band Overhead Triceps"
   ],
   "movement": "other_triceps",
   "equipment": "band",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "triceps_brachii_long": 1.0,
    "triceps_brachii_lateral": 1.0,
    "triceps_brachii_medial": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "spell_caster_dumbbell",
   "name": "Spell Caster (Dumbbell)",
   "aliases": [
    "Spell Caster"
   ],
   "movement": "other_abdominals",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "gluteus_maximus": 0.5,
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "spider_crawl",
   "name": "Spider Crawl",
   "aliases": [],
   "movement": "other_abdominals",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "pectoralis_major_sternal": 0.5,
    "pectoralis_major_clavicular": 0.5,
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "triceps_brachii_long": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "split_jerk_barbell",
   "name": "Split Jerk (Barbell)",
   "aliases": [
    "Split Jerk"
   ],
   "movement": "other_quadriceps",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "gluteus_maximus": 0.5,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "triceps_brachii_long": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "rectus_femoris": 1.0,
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "standing_alternating_press_dumbbell",
   "name": "Standing Alternating Press (Dumbbell)",
   "aliases": [
    "Standing Alternating Dumbbell Press"
   ],
   "movement": "other_shoulders",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "triceps_brachii_long": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "standing_lift_cable",
   "name": "Standing Lift (Cable)",
   "aliases": [
    "Standing Cable Lift"
   ],
   "movement": "other_abdominals",
   "equipment": "cable",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "standing_press_dumbbell",
   "name": "Standing Press (Dumbbell)",
   "aliases": [
    "Standing Dumbbell Press"
   ],
   "movement": "other_shoulders",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "triceps_brachii_long": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "standing_low_pulley_deltoid_raise_cable",
   "name": "Standing Low-Pulley Deltoid Raise (Cable)",
   "aliases": [
    "Standing Low-Pulley Deltoid Raise"
   ],
   "movement": "other_shoulders",
   "equipment": "cable",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "brachioradialis": 0.5,
    "wrist_flexors": 0.5,
    "wrist_extensors": 0.5,
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "standing_olympic_plate_hand_squeeze",
   "name": "Standing Olympic Plate Hand Squeeze",
   "aliases": [],
   "movement": "other_forearms",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "brachioradialis": 1.0,
    "wrist_flexors": 1.0,
    "wrist_extensors": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "standing_palm_in_one_arm_press_dumbbell",
   "name": "Standing Palm-In One-Arm Press (Dumbbell)",
   "aliases": [
    "Standing Palm-In One-Arm Dumbbell Press"
   ],
   "movement": "other_shoulders",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "triceps_brachii_long": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "standing_palms_in_press_dumbbell",
   "name": "Standing Palms-In Press (Dumbbell)",
   "aliases": [
    "Standing Palms-In Dumbbell Press"
   ],
   "movement": "other_shoulders",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "triceps_brachii_long": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "suspended_fallout",
   "name": "Suspended Fallout",
   "aliases": [],
   "movement": "other_abdominals",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "pectoralis_major_sternal": 0.5,
    "pectoralis_major_clavicular": 0.5,
    "erector_spinae": 0.5,
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "suspended_row",
   "name": "Suspended Row",
   "aliases": [],
   "movement": "row",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 5,
   "muscles": {
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "latissimus_dorsi": 0.5,
    "teres_major": 0.5,
    "rhomboids": 1.0,
    "trapezius_middle": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "svend_press",
   "name": "Svend Press",
   "aliases": [],
   "movement": "other_chest",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "brachioradialis": 0.5,
    "wrist_flexors": 0.5,
    "wrist_extensors": 0.5,
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "triceps_brachii_long": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "pectoralis_major_sternal": 1.0,
    "pectoralis_major_clavicular": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "tate_press_dumbbell",
   "name": "Tate Press (Dumbbell)",
   "aliases": [
    "Tate Press"
   ],
   "movement": "other_triceps",
   "equipment": "dumbbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "pectoralis_major_sternal": 0.5,
    "pectoralis_major_clavicular": 0.5,
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "triceps_brachii_long": 1.0,
    "triceps_brachii_lateral": 1.0,
    "triceps_brachii_medial": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "tire_flip",
   "name": "Tire Flip",
   "aliases": [],
   "movement": "other_quadriceps",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "gastrocnemius": 0.5,
    "soleus": 0.5,
    "pectoralis_major_sternal": 0.5,
    "pectoralis_major_clavicular": 0.5,
    "brachioradialis": 0.5,
    "wrist_flexors": 0.5,
    "wrist_extensors": 0.5,
    "gluteus_maximus": 0.5,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "erector_spinae": 0.5,
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "trapezius_upper": 0.5,
    "trapezius_middle": 0.5,
    "triceps_brachii_long": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "rectus_femoris": 1.0,
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "tuck_crunch",
   "name": "Tuck Crunch",
   "aliases": [],
   "movement": "crunch",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 60,
   "popularity": 5,
   "muscles": {
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "two_arm_clean_kettlebell",
   "name": "Two-Arm Clean (Kettlebell)",
   "aliases": [
    "Two-Arm Kettlebell Clean"
   ],
   "movement": "clean",
   "equipment": "kettlebell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 5,
   "muscles": {
    "gastrocnemius": 0.5,
    "soleus": 0.5,
    "gluteus_maximus": 0.5,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "erector_spinae": 0.5,
    "trapezius_upper": 0.5,
    "trapezius_middle": 0.5,
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "two_arm_jerk_kettlebell",
   "name": "Two-Arm Jerk (Kettlebell)",
   "aliases": [
    "Two-Arm Kettlebell Jerk"
   ],
   "movement": "other_shoulders",
   "equipment": "kettlebell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "gastrocnemius": 0.5,
    "soleus": 0.5,
    "rectus_femoris": 0.5,
    "vastus_lateralis": 0.5,
    "vastus_medialis": 0.5,
    "vastus_intermedius": 0.5,
    "triceps_brachii_long": 0.5,
    "triceps_brachii_lateral": 0.5,
    "triceps_brachii_medial": 0.5,
    "deltoid_anterior": 1.0,
    "deltoid_lateral": 1.0,
    "deltoid_posterior": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "two_arm_row_kettlebell",
   "name": "Two-Arm Row (Kettlebell)",
   "aliases": [
    "Two-Arm Kettlebell Row"
   ],
   "movement": "row",
   "equipment": "kettlebell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 120,
   "popularity": 5,
   "muscles": {
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "latissimus_dorsi": 0.5,
    "teres_major": 0.5,
    "rhomboids": 1.0,
    "trapezius_middle": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "underhand_pulldown_cable",
   "name": "Underhand Pulldown (Cable)",
   "aliases": [
    "Underhand Cable Pulldowns"
   ],
   "movement": "other_lats",
   "equipment": "cable",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "biceps_brachii": 0.5,
    "brachialis": 0.5,
    "rhomboids": 0.5,
    "trapezius_middle": 0.5,
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "latissimus_dorsi": 1.0,
    "teres_major": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "weighted_ball_side_bend",
   "name": "Weighted Ball Side Bend",
   "aliases": [],
   "movement": "other_abdominals",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "weighted_crunch_medicine_ball",
   "name": "Weighted Crunch (Medicine Ball)",
   "aliases": [
    "Weighted Crunches"
   ],
   "movement": "crunch",
   "equipment": "medicine_ball",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 60,
   "popularity": 5,
   "muscles": {
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "weighted_squat",
   "name": "Weighted Squat",
   "aliases": [],
   "movement": "squat",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 180,
   "popularity": 5,
   "muscles": {
    "gastrocnemius": 0.5,
    "soleus": 0.5,
    "gluteus_maximus": 0.5,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "rectus_femoris": 1.0,
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "wide_stance_stiff_leg_barbell",
   "name": "Wide Stance Stiff Leg (Barbell)",
   "aliases": [
    "Wide Stance Stiff Legs"
   ],
   "movement": "other_hamstrings",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "hip_adductors": 0.5,
    "gluteus_maximus": 0.5,
    "erector_spinae": 0.5,
    "biceps_femoris": 1.0,
    "semitendinosus_semimembranosus": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "wind_sprint",
   "name": "Wind Sprint",
   "aliases": [
    "Wind Sprints"
   ],
   "movement": "other_abdominals",
   "equipment": "bodyweight",
   "dimensions": {},
   "type": "bodyweight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "rectus_abdominis": 1.0,
    "transversus_abdominis": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "wrist_roller",
   "name": "Wrist Roller",
   "aliases": [],
   "movement": "other_forearms",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "deltoid_anterior": 0.5,
    "deltoid_lateral": 0.5,
    "deltoid_posterior": 0.5,
    "brachioradialis": 1.0,
    "wrist_flexors": 1.0,
    "wrist_extensors": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "wrist_rotations_with_straight_bar_barbell",
   "name": "Wrist Rotations with Straight Bar (Barbell)",
   "aliases": [
    "Wrist Rotations with Straight Bar"
   ],
   "movement": "other_forearms",
   "equipment": "barbell",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "brachioradialis": 1.0,
    "wrist_flexors": 1.0,
    "wrist_extensors": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  },
  {
   "id": "yoke_walk",
   "name": "Yoke Walk",
   "aliases": [],
   "movement": "other_quadriceps",
   "equipment": "none",
   "dimensions": {},
   "type": "weight_reps",
   "rest_s": 90,
   "popularity": 5,
   "muscles": {
    "rectus_abdominis": 0.5,
    "transversus_abdominis": 0.5,
    "gluteus_medius": 0.5,
    "hip_adductors": 0.5,
    "gastrocnemius": 0.5,
    "soleus": 0.5,
    "gluteus_maximus": 0.5,
    "biceps_femoris": 0.5,
    "semitendinosus_semimembranosus": 0.5,
    "erector_spinae": 0.5,
    "rectus_femoris": 1.0,
    "vastus_lateralis": 1.0,
    "vastus_medialis": 1.0,
    "vastus_intermedius": 1.0
   },
   "sources": [
    "free-exercise-db primary/secondary muscles (primary 1.0, secondary 0.5, spread over each muscle's heads)"
   ]
  }
 ]
}
"""#
