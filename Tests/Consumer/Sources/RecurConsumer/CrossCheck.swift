// The example of Sources/Conformance/Conformance.docc/RunningTheCrossCheck.md, as written there.

import Conformance

/// Cross-checks the project corpus and `random` generated rules (seed 1) against libical.
func crossCheck(random: Int) throws -> ConformanceReport {
  var cases = try ProjectCorpus.file().cases
  var generator = RuleGenerator(seed: 1)
  for index in 0..<random { cases.append(generator.next(index: index)) }
  let report = ConformanceRunner(native: NativeEngine()).run(cases)
  print(ConformanceReportText.render(report))   // or ConformanceReportJSON.render(report)
  for divergence in report.divergences where divergence.class.contains(Catalogue.unexplained) {
    print(divergence.rrule, divergence.dtstart, divergence.native, divergence.libical)
  }
  return report
}
