package org.georc.bench.cli;

import java.nio.file.Path;
import org.georc.judges.engine.RunResult;
import org.georc.judges.engine.ScoreFiles;
import org.georc.judges.engine.ScoringEngine;
import java.util.ArrayList;
import java.util.List;
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

    @HelpGroup(GroupedOptions.JUDGE)
    @Option(names = "--all-references",
            description = "score each candidate against every expert of its location: P and R are the means over "
                    + "the experts, F1 follows from them; per_expert lists each expert's scores")
    boolean allReferences;

    @Option(names = {"--skip-unknown-ids", "--ignore-unknown-ids"},
            description = "skip candidates whose id has no reference (default: fail); both names work")
    boolean skipUnknown;

    @Mixin
    DataOptions data;

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
    RunResult runJob(ScoringEngine engine) {
        ScoreFiles.Builder job = ScoreFiles.builder().references(references)
                .candidates(candidates.toArray(Path[]::new)).allReferences(allReferences).skipUnknownIds(skipUnknown);
        data.configure(job);
        return common(job).build().run(engine);
    }
}
