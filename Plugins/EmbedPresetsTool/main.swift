import Foundation

// embed-presets INPUT.json OUTPUT.swift
//
// Writes two string literals: the catalogue as shipped (`presetsJSON`), and
// the same document without its exercises (`presetsTaxonomyJSON`), which is
// all volume and muscle filters need and decodes in a fraction of the time.
// Fails (and so fails the build) when the input is not a JSON object with
// a version and exercises, or when a literal could not hold it.

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("embed-presets: \(message)\n".utf8))
    exit(1)
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else { fail("usage: embed-presets INPUT.json OUTPUT.swift") }
guard let data = FileManager.default.contents(atPath: arguments[1]),
      var text = String(data: data, encoding: .utf8) else { fail("cannot read \(arguments[1])") }
if text.hasSuffix("\n") { text.removeLast() }
guard let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
    fail("\(arguments[1]) is not a JSON object")
}
guard document["version"] is Int, let exercises = document["exercises"] as? [Any], !exercises.isEmpty else {
    fail("\(arguments[1]) has no version or no exercises")
}
var taxonomy = document
taxonomy.removeValue(forKey: "exercises")
guard let taxonomyData = try? JSONSerialization.data(withJSONObject: taxonomy, options: [.sortedKeys]),
      let taxonomyText = String(data: taxonomyData, encoding: .utf8) else { fail("cannot write the taxonomy") }
for literal in [text, taxonomyText] where literal.contains("\"#") { fail("the JSON holds \"#, which ends a raw string literal") }

let swift = """
    // Generated at build time by embed-presets from Resources/presets.json.
    let presetsJSON = #\"\"\"
    \(text)
    \"\"\"#

    let presetsTaxonomyJSON = #\"\"\"
    \(taxonomyText)
    \"\"\"#

    """
do { try swift.write(toFile: arguments[2], atomically: true, encoding: .utf8) } catch { fail("cannot write \(arguments[2]): \(error)") }
