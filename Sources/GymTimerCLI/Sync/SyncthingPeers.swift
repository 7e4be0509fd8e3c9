import Foundation
import SyncShare

extension LocalSyncthing {
    /// How another device stands for a shared folder, as Syncthing says.
    public struct Peer: Sendable, Equatable {
        public var name: String
        public var connected: Bool
        /// Percent of the folder the device has (100: nothing to send it).
        public var completion: Double
        public var needBytes: Int
        public var needItems: Int
    }

    /// The other devices sharing the folder `folderID`, connected or not,
    /// and what each still needs (`/rest/system/connections`,
    /// `/rest/db/completion`), in the order config.xml lists them.
    public func peers(of folderID: String, timeout: Double = 2) throws -> [Peer] {
        let own = try object("/rest/system/status", timeout: timeout)["myID"] as? String
        let connections = try object("/rest/system/connections", timeout: timeout)["connections"] as? [String: Any] ?? [:]
        return try devices.filter { $0.id != own && sharing[folderID]?.contains($0.id) != false }.map { device in
            let completion = try object("/rest/db/completion?folder=\(Self.query(folderID))&device=\(Self.query(device.id))", timeout: timeout)
            return Peer(name: device.name, connected: (connections[device.id] as? [String: Any])?["connected"] as? Bool ?? false,
                        completion: completion["completion"] as? Double ?? 0,
                        needBytes: (completion["needBytes"] as? NSNumber)?.intValue ?? 0,
                        needItems: (completion["needItems"] as? NSNumber)?.intValue ?? 0)
        }
    }

    private func object(_ target: String, timeout: Double) throws -> [String: Any] {
        let reply = try request("GET", target, timeout: timeout)
        guard reply.status == 200, let object = try? JSONSerialization.jsonObject(with: Data(reply.body)) as? [String: Any] else {
            throw SyncthingAnswer(target: target, status: reply.status)
        }
        return object
    }
}

/// Syncthing answered, but not as asked (a wrong key: 403).
public struct SyncthingAnswer: Error, CustomStringConvertible {
    public let target: String
    public let status: Int
    public var description: String {
        status == 403 ? "Syncthing refused the API key in its config.xml" : "Syncthing answered \(target) with HTTP \(status)"
    }
}
