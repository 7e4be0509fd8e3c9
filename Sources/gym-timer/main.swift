import GymTimerCLI

GymTimer.entry()
