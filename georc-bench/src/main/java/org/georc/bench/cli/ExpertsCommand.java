package org.georc.bench.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.georc.core.InvalidInputException;
import org.georc.core.chain.ChainParser;
import org.georc.core.chain.ConclusionMode;
import org.georc.core.scoring.ScoringPair;
import org.georc.core.scoring.ScoringPairs;
import org.georc.core.records.Datasets;
import org.georc.core.folder.GeorcDirectory;
import org.georc.core.records.ReferenceRecord;
import org.georc.core.records.ReferenceSet;
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
        return Files.isDirectory(references) ? references : references.toAbsolutePath().getParent();
    }

    @Override
    List<ScoringPair> pairs(ConclusionMode mode) {
        // experts are paired by location: rounds by their header number, also in the paper reading
        ChainParser refParser = mode.referenceParser().roundsByNumber();
        ChainParser candParser = mode.candidateParser().roundsByNumber();
        ReferenceSet asReferences = read(refParser);
        // the lower-numbered expert is a candidate: its chain is read as a candidate's (they differ in paper mode)
        ReferenceSet asCandidates = refParser == candParser ? asReferences : read(candParser);
        if (!asReferences.namesExperts()) {
            throw new InvalidInputException(references + ": no reference names its expert; expert agreement needs "
                    + "an \"expert\" on each line (or Human_Chain_<k>.txt files)");
        }
        ScoringPairs.ExpertPairs formed = ScoringPairs.betweenExperts(asReferences, asCandidates);
        Map<String, Integer> counts = formed.counts();
        List<ScoringPair> pairs = formed.pairs();
        int single = formed.single();
        err().println("expert pairs: " + (counts.isEmpty() ? "none" : counts) + " on the locations both experts wrote; "
                + single + " location(s) have one expert and take no part");
        if (pairs.isEmpty()) {
            throw new InvalidInputException(references + ": no location has chains by two experts");
        }
        return pairs;
    }

    private ReferenceSet read(ChainParser parser) {
        if (GeorcDirectory.isDirectoryLayout(references)) {
            GeorcDirectory.Dataset d = GeorcDirectory.read(references, GeorcDirectory.Options.builder()
                    .referenceParser(parser).maxChainChars(maxChainChars).ignoreUnknownFiles(ignoreUnknownFiles)
                    .readCandidates(false).build());
            if (parser == parser.candidateReading()) { // notes once: on the candidates' read in paper mode
                d.notes().stream().filter(n -> !n.contains("candidate file")).forEach(n -> err().println("note: " + n));
            }
            return d.references();
        }
        if (ignoreUnknownFiles) {
            throw new IllegalArgumentException("--ignore-unknown-files applies to a GeoRC folder; " + references
                    + " is a file");
        }
        return Datasets.readReferenceSet(references, maxChainChars, parser);
    }

    @Override
    Map<String, String> commandSettings() {
        return Map.of("pairs", "expert pairs, lower number as candidate");
    }
}
