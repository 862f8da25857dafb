package org.georc.bench.cli;

import java.nio.file.Path;
import org.georc.judges.engine.ExpertFiles;
import org.georc.judges.engine.RunResult;
import org.georc.judges.engine.ScoringEngine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code georc experts}: the paper's "human expert average": every pair of experts scored on
 * the locations both wrote, the lower-numbered expert as the candidate.
 */
@Command(name = "experts", header = "Score experts against each other (the human expert average)",
        mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "Scores expert against expert on the locations both wrote (the paper's human expert average): for experts",
            "i < j, expert i's chain is the candidate and expert j's the reference, written as model expert-<i>-vs-<j>",
            "(1&2, 1&3, 2&3 in the released data). `georc leaderboard` pools these rows as human-expert-average.",
            "--references is a GeoRC folder or a references JSONL with an \"expert\" on each line.",
            "Resumable like `georc score` (same judge options)."})
final class ExpertsCommand extends ScoringCommand {
    @Option(names = "--references", required = true, paramLabel = "R.jsonl|DIR", order = -10,
            description = "a GeoRC folder, or reference lines with an \"expert\" field (several per id)")
    Path references;

    @Option(names = "--ignore-unknown-files",
            description = "list files of the folder outside the GeoRC layout on stderr and go on (default: an error)")
    boolean ignoreUnknownFiles;

    @Override
    Path[] inputs() {
        return new Path[] {references};
    }

    @Override
    Path imageRoot() {
        return java.nio.file.Files.isDirectory(references) ? references : references.toAbsolutePath().getParent();
    }

    @Override
    RunResult runJob(ScoringEngine engine) {
        return common(ExpertFiles.builder().references(references).ignoreUnknownFiles(ignoreUnknownFiles)).build()
                .run(engine);
    }
}
