/// The text formats are part of the workout core's API: a front end that
/// imports WorkoutCore sees them (WeightUnit, WorkoutError, SetNotation…)
/// without importing a second module.
@_exported import TrainingFormats
