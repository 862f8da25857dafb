package org.georc.judges.engine;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.georc.core.InvalidInputException;
import org.georc.core.chain.ChainParser;
import org.georc.core.chain.ConclusionMode;
import org.georc.core.folder.GeorcDirectory;
import org.georc.core.inputs.InputReader;
import org.georc.core.inputs.Inputs;
import org.georc.core.records.Datasets;
import org.georc.core.records.ReferenceRecord;
import org.georc.core.records.ReferenceSet;
import org.georc.core.pairs.ScoringPair;
import org.georc.core.pairs.ScoringPairs;

/**
 * The pairs a scoring run scores, with the notes {@code georc score} and {@code georc experts}
 * print about what could not be paired: candidates against the selected (or every) reference,
 * and experts against each other.
 */
final class StepPairs {
    private StepPairs() {
    }

    /**
     * The pairs of candidates against references, and what the settings record about them.
     *
     * @param pairs              the pairs, in a stable order
     * @param generationFailures candidate lines that record a failed generation (not scored)
     * @param settings           the settings entries saying which reference was used
     */
    public record Candidates(List<ScoringPair> pairs, int generationFailures, Map<String, String> settings) {
    }

    /**
     * Reads references and candidates and pairs them.
     *
     * @param reader        how the inputs are read (its parser reads the references as the mode says)
     * @param references    a references JSONL or a GeoRC folder
     * @param candidates    candidate JSONL files (none: the folder's candidate files)
     * @param mode          how conclusions are graded
     * @param allReferences pair each candidate with every expert of its location instead of the selected one
     * @param skipUnknown   skip candidates whose id has no reference instead of failing
     * @param messages      where warnings and notes go
     * @return the pairs
     */
    public static Candidates candidates(InputReader reader, Path references, List<Path> candidates, ConclusionMode mode,
                                        boolean allReferences, boolean skipUnknown, Consumer<String> messages) {
        if (candidates.isEmpty() && !Files.isDirectory(references)) {
            throw new org.georc.core.ConfigurationException("`candidates` is required when `references` is a file");
        }
        Inputs d = reader.read(references, candidates);
        if (!d.failed().isEmpty()) {
            messages.accept("warning: " + d.failed().size() + " candidate line(s) record a failed generation "
                    + "and are not scored: " + Inputs.sample(d.failed().stream()
                            .map(f -> f.source() + " (id \"" + f.id() + "\", model \"" + f.model() + "\")").toList(), 5)
                    + ". Re-run the generation with `retryFailed`");
        }
        Map<String, ReferenceRecord> selected = allReferences ? null : reader.select(d.all());
        ScoringPairs.Formed formed = ScoringPairs.forCandidates(d.all(), selected, d.candidates());
        List<String> unknown = formed.unknown().stream()
                .map(c -> c.source() + " (id \"" + c.id() + "\", model \"" + c.model() + "\")").toList();
        List<String> noReference = formed.noReference().stream().map(c -> c.id() + " (" + c.model() + ")").toList();
        if (!unknown.isEmpty()) {
            String list = Inputs.sample(unknown, 5);
            if (mode == ConclusionMode.PAPER && Files.isDirectory(references)) {
                // the authors' scorer pairs the i-th section of the expert file with candidate i and never
                // looks at a candidate past the last section
                messages.accept("note: " + unknown.size() + " candidate(s) are not scored: the paper reading counts an "
                        + "expert file's sections by position, and no section is theirs (as the authors' scorer "
                        + "skips them): " + list);
            } else if (!skipUnknown) {
                throw new InvalidInputException(unknown.size() + " candidate(s) have no reference with their id: "
                        + list + " (use `skipUnknownIds` to score the rest)");
            } else {
                messages.accept("warning: skipping " + unknown.size() + " candidate(s) with no reference: " + list);
            }
        }
        if (!noReference.isEmpty()) {
            messages.accept("note: " + noReference.size() + " candidate(s) are not scored: their location has no "
                    + "chain by the reference expert: " + Inputs.sample(noReference, 5));
        }
        Map<String, String> settings = allReferences ? Map.of("reference_expert", "all")
                : d.all().namesExperts() ? reader.settings() : Map.of();
        return new Candidates(formed.pairs(), d.failed().size(), settings);
    }

    /** @return the settings entry of the expert pairs */
    public static Map<String, String> expertSettings() {
        return Map.of("pairs", "expert pairs, lower number as candidate");
    }

    /**
     * The paper's human expert average: for experts i &lt; j on a location both wrote, i's chain
     * as the candidate and j's as the reference.
     *
     * @param references         a GeoRC folder or a references JSONL with an "expert" on each line
     * @param mode               how conclusions are graded
     * @param maxChainChars      longest chain accepted
     * @param ignoreUnknownFiles list files of the folder outside the layout instead of failing
     * @param messages           where notes go
     * @return the pairs
     */
    public static List<ScoringPair> experts(Path references, ConclusionMode mode, int maxChainChars,
                                            boolean ignoreUnknownFiles, Consumer<String> messages) {
        // experts are paired by location: rounds by their header number, also in the paper reading
        ChainParser refParser = mode.referenceParser().roundsByNumber();
        ChainParser candParser = mode.candidateParser().roundsByNumber();
        ReferenceSet asReferences = read(references, refParser, maxChainChars, ignoreUnknownFiles, messages);
        // the lower-numbered expert is a candidate: its chain is read as a candidate's (they differ in paper mode)
        ReferenceSet asCandidates = refParser == candParser ? asReferences
                : read(references, candParser, maxChainChars, ignoreUnknownFiles, messages);
        if (!asReferences.namesExperts()) {
            throw new InvalidInputException(references + ": no reference names its expert; expert agreement needs "
                    + "an \"expert\" on each line (or Human_Chain_<k>.txt files)");
        }
        ScoringPairs.ExpertPairs formed = ScoringPairs.betweenExperts(asReferences, asCandidates);
        Map<String, Integer> counts = formed.counts();
        messages.accept("expert pairs: " + (counts.isEmpty() ? "none" : counts) + " on the locations both experts "
                + "wrote; " + formed.single() + " location(s) have one expert and take no part");
        if (formed.pairs().isEmpty()) {
            throw new InvalidInputException(references + ": no location has chains by two experts");
        }
        return formed.pairs();
    }

    private static ReferenceSet read(Path references, ChainParser parser, int maxChainChars, boolean ignoreUnknownFiles,
                                     Consumer<String> messages) {
        if (GeorcDirectory.isDirectoryLayout(references)) {
            GeorcDirectory.Dataset d = GeorcDirectory.read(references, GeorcDirectory.Options.builder()
                    .referenceParser(parser).maxChainChars(maxChainChars).ignoreUnknownFiles(ignoreUnknownFiles)
                    .readCandidates(false).build());
            if (parser == parser.candidateReading()) { // notes once: on the candidates' read in paper mode
                d.notes().stream().filter(n -> !n.contains("candidate file")).forEach(n -> messages.accept("note: " + n));
            }
            return d.references();
        }
        if (ignoreUnknownFiles) {
            throw new org.georc.core.ConfigurationException("`ignoreUnknownFiles` applies to a GeoRC folder; " + references
                    + " is a file");
        }
        return Datasets.readReferenceSet(references, maxChainChars, parser);
    }
}
