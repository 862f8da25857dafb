package org.georc.bench.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.georc.core.InvalidInputException;
import org.georc.core.chain.ConclusionMode;
import org.georc.core.scoring.ScoringPair;
import org.georc.core.scoring.ScoringPairs;
import org.georc.core.records.ReferenceRecord;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code georc score}: scores candidate chains against reference chains with a judge. */
@Command(name = "score", header = "Score candidate chains against expert chains: precision, recall, F1 (resumable)",
        mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "Scores candidate reasoning chains against expert reference chains: precision, recall, F1.",
            "--references is a references JSONL (then --candidates is required) or a folder in the released",
            "GeoRC layout (then candidates are its candidate_reasoning_chain_<model>_<i>.txt files, unless",
            "--candidates names a JSONL). The reference is expert --reference-expert (default 3).",
            "Resumable: re-running with the same --output skips (id, model) pairs already written.",
            "Progress goes to stderr; results go to --output as JSON lines."})
final class ScoreCommand extends ScoringCommand {
    @Option(names = "--references", required = true, paramLabel = "R.jsonl|DIR", order = -10,
            description = "reference lines {\"id\", \"chain\"} (+ country, image, location, expert), or a GeoRC folder")
    Path references;

    @Option(names = "--candidates", paramLabel = "C.jsonl", order = -9,
            description = "candidate lines {\"id\", \"model\", \"chain\"}; repeatable (lines with a generation_error "
                    + "are counted, reported and not scored)")
    List<Path> candidates = new ArrayList<>();

    @Option(names = "--all-references",
            description = "score each candidate against every expert of its location: P and R are the means over "
                    + "the experts, F1 follows from them; per_expert lists each expert's scores")
    boolean allReferences;

    @Option(names = {"--skip-unknown-ids", "--ignore-unknown-ids"},
            description = "skip candidates whose id has no reference (default: fail); both names work")
    boolean skipUnknown;

    @Mixin
    DataOptions data;

    private int generationFailures;
    private boolean namesExperts;

    @Override
    Path[] inputs() {
        List<Path> all = new ArrayList<>(candidates);
        all.add(references);
        return all.toArray(Path[]::new);
    }

    @Override
    Path imageRoot() {
        return java.nio.file.Files.isDirectory(references) ? references : references.toAbsolutePath().getParent();
    }

    @Override
    List<ScoringPair> pairs(ConclusionMode mode) {
        if (candidates.isEmpty() && !java.nio.file.Files.isDirectory(references)) {
            throw new IllegalArgumentException("--candidates is required when --references is a file");
        }
        var err = err();
        org.georc.core.inputs.Inputs d = data.read(references, candidates, mode.referenceParser(), maxChainChars, err);
        if (!d.failed().isEmpty()) {
            generationFailures = d.failed().size();
            err.println("warning: " + d.failed().size() + " candidate line(s) record a failed generation "
                    + "and are not scored: " + DataOptions.Lists.sample(d.failed().stream()
                            .map(f -> f.source() + " (id \"" + f.id() + "\", model \"" + f.model() + "\")").toList(), 5)
                    + ". Re-run the generation with --retry-failed");
        }
        namesExperts = d.all().namesExperts();
        Map<String, ReferenceRecord> selected = allReferences ? null : data.select(d.all(), err);
        ScoringPairs.Formed formed = ScoringPairs.forCandidates(d.all(), selected, d.candidates());
        List<String> unknown = formed.unknown().stream()
                .map(c -> c.source() + " (id \"" + c.id() + "\", model \"" + c.model() + "\")").toList();
        List<String> noReference = formed.noReference().stream().map(c -> c.id() + " (" + c.model() + ")").toList();
        if (!unknown.isEmpty()) {
            String list = DataOptions.Lists.sample(unknown, 5);
            boolean authorsSkip = mode == ConclusionMode.PAPER && java.nio.file.Files.isDirectory(references);
            if (authorsSkip) {
                // the authors' scorer pairs the i-th section of the expert file with candidate i and never
                // looks at a candidate past the last section
                err.println("note: " + unknown.size() + " candidate(s) are not scored: the paper reading counts an "
                        + "expert file's sections by position, and no section is theirs (as the authors' scorer "
                        + "skips them): " + list);
            } else if (!skipUnknown) {
                throw new InvalidInputException(unknown.size() + " candidate(s) have no reference with their id: "
                        + list + " (use --skip-unknown-ids to score the rest)");
            } else {
                err.println("warning: skipping " + unknown.size() + " candidate(s) with no reference: " + list);
            }
        }
        if (!noReference.isEmpty()) {
            err.println("note: " + noReference.size() + " candidate(s) are not scored: their location has no chain by "
                    + "the reference expert: " + DataOptions.Lists.sample(noReference, 5));
        }
        return formed.pairs();
    }

    @Override
    Map<String, String> commandSettings() {
        Map<String, String> m = new LinkedHashMap<>();
        if (allReferences) {
            m.put("reference_expert", "all");
        } else if (namesExperts) {
            m.putAll(data.settings());
        }
        return m;
    }

    @Override
    int inputFailures() {
        return generationFailures;
    }
}
