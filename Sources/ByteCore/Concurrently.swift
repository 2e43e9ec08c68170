import Dispatch

/// Work spread over the cores whose results come back as if it had been done one by one.
package enum Concurrently {
  /// `body` of every index in `0..<count`, run concurrently, the results in index order. When
  /// some fail, the error of the lowest index is the one thrown, as when run one after another.
  package static func map<T: Sendable, E: Error>(_ count: Int, _ body: @Sendable (Int) throws(E) -> T) throws(E) -> [T]
  {
    let results = Locked<[Result<T, E>?]>(Array(repeating: nil, count: count))
    DispatchQueue.concurrentPerform(iterations: count) { index in
      let result = Result { () throws(E) -> T in try body(index) }
      results.withLock { $0[index] = result }
    }
    return try results.withLock { results throws(E) in
      var values: [T] = []
      values.reserveCapacity(results.count)
      for case let result? in results { values.append(try result.get()) }
      return values
    }
  }

  /// `main` on the calling thread while `side` runs on another, and both results once both are
  /// done (when `main` throws, once `side` is done too). Neither runs inside a concurrent loop,
  /// so a `map` inside either still spreads over every core: inside a `map` of two jobs on two
  /// cores, Dispatch runs a nested `map` one index after another.
  package static func pair<A, B: Sendable, E: Error>(
    _ main: () throws(E) -> A, beside side: @escaping @Sendable () -> B
  ) throws(E) -> (A, B) {
    let result = Locked<B?>(nil)
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) {
      let value = side()
      result.withLock { $0 = value }
    }
    defer { group.wait() }
    let a = try main()
    group.wait()
    // Set before the group is left; `side` again only for the compiler, never run twice.
    return (a, result.withLock { $0 } ?? side())
  }
}
