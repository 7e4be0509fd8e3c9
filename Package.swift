// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "gym-timer",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "gym-timer", targets: ["gym-timer"]),
        .executable(name: "gym-timerd", targets: ["gym-timerd"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        // C at the edge: one place each.
        .target(name: "CLinux"),
        .systemLibrary(name: "CDBus", pkgConfig: "dbus-1",
                       providers: [.apt(["libdbus-1-dev"])]),
        // libnotify (and the GLib it runs on) for showing notifications.
        .systemLibrary(name: "CLibNotify", pkgConfig: "libnotify",
                       providers: [.apt(["libnotify-dev"])]),
        // libcanberra for the chime the daemon plays itself, espeak-ng for
        // the spoken cue after it: their headers only. Neither is linked:
        // Notifications' `SoundLibraries` opens each for a chime and closes
        // it after, so an idle daemon maps none of the thirty libraries
        // they bring (no pkg-config, which would link them).
        .systemLibrary(name: "CCanberra", providers: [.apt(["libcanberra-dev"])]),
        .systemLibrary(name: "CEspeakNG", providers: [.apt(["libespeak-ng-dev"])]),
        // ncursesw for the workout screen (the only importer: its Terminal).
        // Its headers are in the default path; its pkg-config flags are
        // feature macros SwiftPM refuses, so none are asked for.
        .systemLibrary(name: "CNcursesw", providers: [.apt(["libncurses-dev"])]),
        // SQLite's pre-update hook (the sync journal's capture), which
        // <sqlite3.h> declares only for builds that ask for it.
        .systemLibrary(name: "CSQLitePreupdate", providers: [.apt(["libsqlite3-dev"])]),

        // The Swift face of CLinux: errno as a typed error (EINTR retried),
        // the environment and the base-directory rule.
        .target(name: "Platform", dependencies: ["CLinux"]),

        // Plain Swift cores.
        // The wire between client and daemon: requests, responses, events,
        // framing and where the socket is. Nothing else.
        .target(name: "GymTimerProtocol", dependencies: ["Platform"]),
        // CRC-32 and the checksummed line both the timer journal and the sync files are made of.
        .target(name: "Checksum"),
        .target(name: "TimerCore", dependencies: [
            "Checksum",
            .product(name: "HeapModule", package: "swift-collections"),
        ]),
        // What people type and the files they bring: set notation, the one
        // duration grammar, weight units, CSV records, export layouts. No
        // database, so they build into fuzz targets alone.
        .target(name: "Notation", dependencies: ["Platform"]),
        // Programs as text: Liftoscript's grammar and its scripts, read
        // into syntax values and run against a lifter's sets. Plain Swift,
        // no database, so it builds into a fuzz target alone.
        .target(name: "Liftoscript"),
        // Settings, where things live, and the product's identity.
        // The shared sync folder's setup and the local Syncthing, read by
        // the log's sync and the daemon's folder watch alike (no GRDB here).
        .target(name: "SyncShare", dependencies: ["Platform", "Checksum", "Notation"]),
        .target(name: "GymTimerConfig", dependencies: [
            "Platform", "Notation",
            .product(name: "TOMLKit", package: "TOMLKit"),
        ]),
        .target(name: "WorkoutCore", dependencies: [
            "Notation", "Checksum", "Platform", "SyncShare", "CSQLitePreupdate", "Liftoscript",
            .product(name: "GRDB", package: "GRDB.swift"),
            // SQLite's C API where GRDB does not reach: a file control and the bulk import's binds.
            .product(name: "GRDBSQLite", package: "GRDB.swift"),
        ], exclude: ["Resources"], plugins: ["EmbedPresets"]),
        // The exercise presets: Resources/presets.json, turned into Swift at build time.
        .executableTarget(name: "embed-presets", path: "Plugins/EmbedPresetsTool"),
        .plugin(name: "EmbedPresets", capability: .buildTool(), dependencies: ["embed-presets"]),

        // Services.
        // libdbus-1, driven by the daemon's own loop (the only importer of CDBus).
        .target(name: "SessionBus", dependencies: ["CDBus"]),
        // Notifications are shown through libnotify on threads of their own
        // (the only importer of CLibNotify); the server's presence is
        // followed on the daemon's libdbus connection.
        .target(name: "Notifications", dependencies: ["CLibNotify", "CCanberra", "CEspeakNG", "CLinux", "Platform", "SessionBus", "GymTimerConfig", "Notation"]),
        .target(name: "GymTimerDaemon", dependencies: [
            "CLinux", "Platform", "GymTimerProtocol", "TimerCore", "Notifications", "SessionBus", "GymTimerConfig", "Notation", "SyncShare",
            .product(name: "Logging", package: "swift-log"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // How a front end reaches the daemon: requests, listing pages, the
        // timer event feed, starting the daemon on demand.
        .target(name: "GymTimerClient", dependencies: ["CLinux", "Platform", "GymTimerProtocol", "GymTimerConfig"]),
        // The workout screen: a front end on a terminal, through ncursesw
        // (its only importer); the command line hosts it.
        .target(name: "WorkoutScreen", dependencies: [
            "CNcursesw", "Platform", "GymTimerProtocol", "GymTimerClient", "Notation", "WorkoutCore",
        ]),
        // A front end: the workout core is its API (no GRDB, no SQL here).
        .target(name: "GymTimerCLI", dependencies: [
            "CLinux", "Platform", "GymTimerProtocol", "GymTimerClient", "GymTimerConfig", "Notation", "WorkoutCore", "WorkoutScreen", "SyncShare",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        // Entry points.
        .executableTarget(name: "gym-timerd", dependencies: ["GymTimerDaemon", "Notifications"]),
        .executableTarget(name: "gym-timer", dependencies: ["GymTimerCLI"]),
        // In-process measurements for scripts/bench (not installed).
        .executableTarget(name: "gym-timer-bench", dependencies: ["WorkoutCore", "Liftoscript", .product(name: "GRDB", package: "GRDB.swift")]),
        // The man pages, from a tool's --experimental-dump-help and docs/man/TOOL.sections,
        // for scripts/install (not installed).
        .executableTarget(name: "make-man-page"),

        // Fuzz targets: `scripts/fuzz` builds them with libFuzzer (-sanitize=fuzzer,
        // -DFUZZING); a plain build makes each replay the inputs it is given,
        // which is how the tests run the committed corpus in Tests/Fuzz/Corpus.
        .target(name: "FuzzSupport", path: "Tests/Fuzz/Support"),
        .executableTarget(name: "fuzz-request", dependencies: ["FuzzSupport", "GymTimerProtocol"], path: "Tests/Fuzz/Targets/request"),
        .executableTarget(name: "fuzz-duration", dependencies: ["FuzzSupport", "Notation"], path: "Tests/Fuzz/Targets/duration"),
        .executableTarget(name: "fuzz-set-notation", dependencies: ["FuzzSupport", "Notation"], path: "Tests/Fuzz/Targets/set-notation"),
        .executableTarget(name: "fuzz-csv-records", dependencies: ["FuzzSupport", "Notation"], path: "Tests/Fuzz/Targets/csv-records"),
        .executableTarget(name: "fuzz-export-layout", dependencies: ["FuzzSupport", "Notation"], path: "Tests/Fuzz/Targets/export-layout"),
        .executableTarget(name: "fuzz-liftoscript", dependencies: ["FuzzSupport", "Liftoscript"], path: "Tests/Fuzz/Targets/liftoscript"),

        // Tests.
        // What several test targets share: a seeded generator, a clock moved by hand.
        .target(name: "TestSupport", dependencies: ["TimerCore"], path: "Tests/Support"),
        .testTarget(name: "GymTimerProtocolTests", dependencies: ["GymTimerProtocol"]),
        .testTarget(name: "NotationTests", dependencies: ["Notation"]),
        .testTarget(name: "LiftoscriptTests", dependencies: ["Liftoscript", "TestSupport"]),
        .testTarget(name: "TimerCoreTests", dependencies: ["TimerCore", "Checksum", "TestSupport"]),
        .testTarget(name: "NotificationsTests", dependencies: ["Notifications"]),
        .testTarget(name: "SessionBusTests", dependencies: ["SessionBus"]),
        .testTarget(name: "GymTimerDaemonTests", dependencies: [
            "GymTimerDaemon", "TimerCore", "Notifications", "GymTimerConfig", "GymTimerProtocol", "Platform", "TestSupport",
            .product(name: "Logging", package: "swift-log"),
        ]),
        .testTarget(name: "GymTimerConfigTests", dependencies: ["GymTimerConfig", "Notation"]),
        .testTarget(name: "SyncShareTests", dependencies: ["SyncShare"]),
        .testTarget(name: "WorkoutCoreTests", dependencies: ["WorkoutCore", "Notation", "Checksum", "TestSupport", "SyncShare"]),
        .testTarget(name: "GymTimerCLITests", dependencies: [
            "GymTimerCLI", "GymTimerDaemon", "GymTimerConfig", "GymTimerProtocol", "Notation", "TestSupport",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .testTarget(name: "WorkoutScreenLayoutTests", dependencies: ["WorkoutScreen", "GymTimerProtocol"]),
        .testTarget(name: "IntegrationTests", dependencies: [
            "GymTimerProtocol", "GymTimerClient", "CLinux", "TestSupport", .product(name: "GRDB", package: "GRDB.swift"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
