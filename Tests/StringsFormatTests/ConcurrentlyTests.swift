import Foundation
import Testing

@testable import ByteCore
@testable import StringsFormat

/// Work spread over the cores must give what doing it one by one gives: the results in order,
/// and, when several fail, the failure of the first.
@Suite("Concurrently: results and failures as if done one by one")
struct ConcurrentlyTests {
  struct Failure: Error, Equatable {
    var index: Int
  }

  @Test("results come back in index order", arguments: [0, 1, 2, 7, 100])
  func inOrder(_ count: Int) {
    let squares = Concurrently.map(count) { $0 * $0 }
    #expect(squares == (0..<count).map { $0 * $0 })
  }

  @Test("the lowest failing index is the error thrown, even when a later one fails first")
  func firstFailure() {
    for _ in 0..<20 {
      // Index 3 fails only after the later failures have surely been recorded.
      let error = #expect(throws: Failure.self) {
        try Concurrently.map(16) { index throws(Failure) -> Int in
          if index == 3 {
            usleep(2_000)
            throw Failure(index: index)
          }
          if index >= 9 { throw Failure(index: index) }
          return index
        }
      }
      #expect(error == Failure(index: 3))
    }
  }

  @Test("a pair gives both results, and a map inside its main job still runs on more than one thread")
  func pair() {
    let (a, b) = Concurrently.pair({ Concurrently.map(8) { $0 + 1 } }, beside: { "side" })
    #expect(a == Array(1...8))
    #expect(b == "side")
    let error = #expect(throws: Failure.self) {
      _ = try Concurrently.pair({ () throws(Failure) -> Int in throw Failure(index: 0) }, beside: { 1 })
    }
    #expect(error == Failure(index: 0))
  }

  @Test("work is spread over the cores in one place: no other source calls concurrentPerform")
  func onlyHelper() throws {
    let sources = Paths.package.appendingPathComponent("Sources")
    let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
    let callers = try files.sorted().filter { file in
      guard file.hasSuffix(".swift") else { return false }
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      return text.contains("concurrentPerform")
    }
    #expect(callers == ["ByteCore/Concurrently.swift"])
  }
}

/// The lock concurrent work shares state through.
@Suite("Locked: one withLock at a time")
struct LockedTests {
  @Test("concurrent updates are none of them lost")
  func noLostUpdate() {
    let counter = Locked(0)
    let seen = Locked<Set<Int>>([])
    _ = Concurrently.map(1_000) { index in
      counter.withLock { $0 += 1 }
      seen.withLock { _ = $0.insert(index) }
    }
    #expect(counter.withLock { $0 } == 1_000)
    #expect(seen.withLock { $0 } == Set(0..<1_000))
  }

  @Test("an error thrown inside withLock comes out typed, keeps what was changed before it, and frees the lock")
  func throwing() {
    struct Refused: Error, Equatable {}
    let value = Locked([1])
    let error = #expect(throws: Refused.self) {
      try value.withLock { (list: inout [Int]) throws(Refused) in
        list.append(2)
        throw Refused()
      }
    }
    #expect(error == Refused())
    // A lock left held would hang here.
    #expect(value.withLock { $0 } == [1, 2])
  }
}
