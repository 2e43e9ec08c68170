// The audit knows nothing of output formats: choosing one for a request is the formats' job.

extension CheckRequest {
  /// How many findings line-oriented output lists.
  public var listing: FindingListing { FindingListing(quiet: quiet, limit: maxFindings, all: allFindings) }
}

extension CheckJob {
  /// Runs the check and renders it in the request's format; throws for a bad request or when
  /// the bundle or a baseline cannot be read or written.
  public static func run(_ request: CheckRequest) throws -> (output: String, outcome: CheckOutcome) {
    try validateListing(quiet: request.quiet, maxFindings: request.maxFindings, format: request.format)
    let outcome = try check(request)
    let output = reporter(for: request).render(outcome)
    return (output, outcome)
  }

  /// Refuses `--quiet` and `--max-findings` with the formats for programs, which list every finding.
  public static func validateListing(quiet: Bool, maxFindings: Int?, format: CheckFormat) throws(CheckError) {
    if quiet || maxFindings != nil, CheckReporters.type(of: format).listsEveryFinding {
      throw CheckError.listingOption(format)
    }
  }

  /// The reporter for the request's format.
  public static func reporter(for request: CheckRequest) -> any CheckReporter {
    CheckReporters.reporter(
      request.format,
      options: ReporterOptions(
        color: request.color, listing: request.listing, toolVersion: request.toolVersion, linkBase: request.linkBase))
  }
}
