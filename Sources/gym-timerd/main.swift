import GymTimerDaemon
import Notifications

Chime.playIfAsked(CommandLine.arguments)
DaemonCommand.main()
