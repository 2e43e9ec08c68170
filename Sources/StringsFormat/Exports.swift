// A program that embeds this library names what its API returns: diagnostics, their locations
// and the file errors (ByteCore), and the finding ids (Findings).
@_exported import ByteCore
@_exported import Findings
