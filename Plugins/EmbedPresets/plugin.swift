import PackagePlugin

/// Turns `Resources/presets.json` into Swift at build time, so the JSON is
/// the one source of truth and nothing generated is committed. The tool
/// checks the document as it writes it: a malformed catalogue fails the
/// build, not a run.
@main
struct EmbedPresets: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let input = target.directoryURL.appending(path: "Resources/presets.json")
        let output = context.pluginWorkDirectoryURL.appending(path: "PresetsJSON.swift")
        return [.buildCommand(displayName: "Embedding the exercise presets",
                              executable: try context.tool(named: "embed-presets").url,
                              arguments: [input.path(), output.path()],
                              inputFiles: [input], outputFiles: [output])]
    }
}
