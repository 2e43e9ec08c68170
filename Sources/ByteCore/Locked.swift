import Foundation

/// A value behind a lock, for state that concurrent work shares (Synchronization's `Mutex`
/// needs macOS 15; `NSLock` is on every platform the package supports).
package final class Locked<Value>: @unchecked Sendable {
  // Sendable by hand: `value` is read and written only inside `withLock`, under `lock`.
  private let lock = NSLock()
  private var value: Value

  /// A lock around `value`.
  package init(_ value: Value) {
    self.value = value
  }

  /// `body` run with the value, no other `withLock` of this lock running meanwhile.
  package func withLock<T, E: Error>(_ body: (inout Value) throws(E) -> T) throws(E) -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
