// GeoRC quickstart for JShell. From the repository root, after `mvn -q -DskipTests package`:
//   jshell --class-path georc-bench/target/georc.jar examples/jshell/quickstart.jsh
import org.georc.core.chain.ReasoningChain;
import org.georc.core.scoring.ChainScorer;
import org.georc.core.spi.Judges;
import org.georc.core.spi.JudgeResources;
import org.georc.core.gtpred.GtpredRecords.Prediction;
import org.georc.core.gtpred.GtpredRecords.Truth;
import org.georc.core.gtpred.GtpredScorer;
import org.georc.core.gtpred.Location;
import org.georc.core.gtpred.YearPhrases;
import org.georc.metrics.GtpredScoring;

// 1. Score a candidate chain against an expert chain with the offline embedding judge.
var expert = ReasoningChain.parse("- White bollards with a black cap and a red reflector.\n- Onion-domed church tower above the village.\n- Cars drive on the right-hand side.\nConclusion: Austria");
var candidate = ReasoningChain.parse("1. Roadside posts are white with a black top.\n2. A church with an onion dome.\n3. The weather is sunny.\nConclusion: Austria");
var judge = Judges.create("embedding", JudgeResources.none());
var score = ChainScorer.of(judge).score(candidate, expert);
System.out.printf("precision %.3f  recall %.3f  F1 %.3f%n", score.precision(), score.recall(), score.f1());

// 2. The alignments: each candidate clause, its credit, and the expert clause that supported it; a clause
//    the judge left out of precision (a VLM's filler) is "not graded", with the reason.
score.candidateAlignments().forEach(a -> System.out.printf("  %-10s  %-35s %s%n",
        a.graded() ? String.format("%.2f", a.score()) : "not graded", a.statement(),
        !a.graded() ? "(" + a.notGradedReason().orElse("") + ")" : a.score() > 0 ? "<- " + a.supportText().orElse("") : "(no support)"));
judge.close();

// 3. Score a GTPred answer: "mid 1990s" in Paris against the truth 1995, Pont Neuf (the paper's location formula).
var truth = Truth.of("g1", YearPhrases.require("1995"), Location.of("France", "Île-de-France", "Paris", "Pont Neuf"));
var guess = Prediction.of("g1", "me", "mid 1990s", Location.of("FR", null, "paris", null));
var r = GtpredScorer.of(GtpredScoring.LocationMode.PAPER).score(truth, guess);
System.out.printf("GTPred year score %.3f, location score %.3f%n", r.yearScore(), r.locationScore());
System.out.println(guess.location().equals(Location.of("FR", null, "paris", null)) + " " + guess.location());
/exit
