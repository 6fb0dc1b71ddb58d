// `recur conformance`: the differential check of the native engine against libical 3.0.16
// (RFC 5545 §3.8.5.3 expansions), with every disagreement classified by the catalogue of
// known libical divergences (README, docs/CONFORMANCE.md).
// Exit: 0 no unexplained divergence, 1 some unexplained, 64 usage or an unreadable corpus file,
// 65 a malformed corpus (or one over the input limits).

#if LibICalOracle
import ArgumentParser
import Conformance
import ICalendar
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs corpora, random rules or one case through both engines and reports the differences.
struct ConformanceCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "conformance",
    abstract: "Cross-check the native engine against libical and classify every difference.",
    usage: """
      recur conformance [--corpus <corpus> ...] [--random <random>]
                        [--seed <seed>] [--dtstart <dtstart>] [--limit <limit>]
                        [--jobs <jobs>] [--case-timeout <seconds>] [--json]
                        [<rrule>]
      """,
    discussion: """
      With no arguments, runs Recur's own corpus (month-end clamping, leap \
      years, DST gaps and folds). --corpus FILE runs a file in libical's test \
      format (repeatable); --random N runs N generated rules (0...1000000; deterministic \
      for --seed S, default 1); --dtstart V RRULE runs one case. Zoned cases compare \
      instants (as `recur expand --utc` prints them). libical runs in --jobs \
      child processes (default: one per CPU); a case it crashes on (twice, the \
      second time alone) is listed as "oracle crashed" with its reproducer, and \
      one it spends more than --case-timeout CPU seconds on (default 30) as \
      "oracle timed out"; both are counted apart from the unexplained ones.

      Exit status: 0 when every difference is explained by the catalogue, 1 when \
      any is unexplained, 64 usage error or a corpus file that cannot be read, \
      65 malformed corpus file.
      """
  )

  @Option(name: .customLong("corpus"), help: "A corpus file in libical's test format (repeatable).")
  var corpora: [String] = []

  /// The most random rules one run generates (`--random`): each case is kept until the report.
  static let maxRandom = 1_000_000

  @Option(help: "Generate and compare this many random rules (0...1000000).")
  var random: Int?

  @Option(help: "The seed of --random (default 1).")
  var seed: UInt64 = 1

  @Option(help: "DTSTART of a single case: a content line or a bare value.")
  var dtstart: String?

  @Option(help: "Occurrences compared per single or random case.")
  var limit: Int = 50

  @Option(help: "Child processes running libical (default: one per CPU).")
  var jobs: Int?

  @Option(name: .customLong("case-timeout"), help: "CPU seconds a worker may spend on one case (default 30).")
  var caseTimeout: Double = 30

  /// One JSON object instead of the summary table.
  @OptionGroup var json: JSONOption

  @Argument(help: "The RRULE of a single case (with --dtstart).")
  var rrule: String?

  func validate() throws {
    if rrule != nil, dtstart == nil { throw ValidationError("an RRULE needs --dtstart") }
    if dtstart != nil, rrule == nil { throw ValidationError("--dtstart needs an RRULE argument") }
    if let random, !(0...Self.maxRandom).contains(random) {
      throw ValidationError("--random must be in 0...\(Self.maxRandom), got \(random)")
    }
    if limit < 1 || limit > 100_000 { throw ValidationError("--limit must be in 1...100000") }
    if let jobs, jobs < 1 || jobs > 64 { throw ValidationError("--jobs must be in 1...64") }
    if !(caseTimeout >= 1 && caseTimeout <= 86_400) { throw ValidationError("--case-timeout must be in 1...86400") }
  }

  func run() throws {
    let err = OutputStream(fd: 2)
    var cases: [ConformanceCase] = []
    do {
      if corpora.isEmpty, random == nil, rrule == nil {
        cases += try ProjectCorpus.file().cases
      }
      for path in corpora {
        // Read once within the input limits (SECURITY.md): /dev/zero stops at the line limit.
        let data: [UInt8]
        do {
          data = try BoundedFileReader.read(path, maxLineBytes: InputLimits.maxContentLineBytes)
        } catch {
          err.writeLine(error.isLimit ? "recur conformance: error: \(error.description)"
                                      : "recur conformance: cannot read \(error.description)")
          err.flush()
          throw error.isLimit ? ExitStatus.dataError : ExitStatus.usage
        }
        cases += try CorpusFile(name: path, text: String(decoding: data, as: UTF8.self)).cases
      }
    } catch let e as CorpusError {
      err.writeLine("recur conformance: \(e.description)")
      err.flush()
      throw ExitStatus.dataError
    }
    if let rrule, let dtstart {
      cases.append(ConformanceCase(rule: rrule, dtstart: dtstart, limit: limit, source: "single"))
    }
    if let random {
      var generator = RuleGenerator(seed: seed)
      for i in 0..<random { cases.append(generator.next(index: i)) }
    }

    // libical runs in child processes (this executable's hidden `conformance-worker`): a crash
    // inside it costs one case, and the cases share the CPUs.
    let workers = jobs ?? max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    let isolated = IsolatedRun(workerCommand: [BenchParse.selfPath(), "conformance-worker"], jobs: workers,
                               caseCPUSeconds: caseTimeout)
    let bar = ProgressBar(total: cases.count, enabled: isatty(2) == 1 && cases.count >= 200)
    let report: ConformanceReport
    do {
      report = try isolated.run(cases) { done, _ in bar.update(done) }
    } catch {
      bar.finish()
      err.writeLine("recur conformance: \(error.description)")
      err.flush()
      throw ExitStatus.internalError
    }
    bar.finish()

    let out = OutputStream(fd: 1)
    if json.enabled {
      out.writeLine(ConformanceReportJSON.render(report))
    } else {
      out.write(ConformanceReportText.render(report))
    }
    out.flush()
    if report.unexplained > 0 { throw ExitStatus.warningsOnly }
  }
}
#endif
