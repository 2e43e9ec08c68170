// The audit knows nothing of output formats: choosing one for a request is the formats' job.

extension CheckRequest {
  /// How many findings line-oriented output lists.
  public var listing: FindingListing { FindingListing(quiet: quiet, limit: maxFindings, all: allFindings) }
}

extension CheckJob {
  /// The reporter for the request's format.
  public static func reporter(for request: CheckRequest) -> any CheckReporter {
    switch request.format {
    case .text: TextReporter(color: request.color, listing: request.listing)
    case .json: JSONReporter()
    case .xcode: XcodeReporter(listing: FindingListing(quiet: request.quiet, limit: request.maxFindings))
    case .github: GitHubReporter(listing: FindingListing(quiet: request.quiet, limit: request.maxFindings))
    case .sarif: SARIFReporter(toolVersion: request.toolVersion)
    case .markdown: MarkdownReporter(linkBase: request.linkBase)
    case .junit: JUnitReporter()
    case .gitlab: GitLabReporter()
    }
  }
}
