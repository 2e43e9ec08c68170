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
}
