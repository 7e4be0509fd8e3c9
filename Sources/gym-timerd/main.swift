import GymTimerDaemon

DaemonCommand.main()
