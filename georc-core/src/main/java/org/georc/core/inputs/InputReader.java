package org.georc.core.inputs;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.georc.core.ConfigurationException;
import org.georc.core.InvalidInputException;
import org.georc.core.chain.ChainParser;
import org.georc.core.records.CandidateRecord;
import org.georc.core.records.Datasets;
import org.georc.core.folder.GeorcDirectory;
import org.georc.core.records.ReferenceRecord;
import org.georc.core.records.ReferenceSet;

/**
 * Reads what a run works on: a references JSONL file (one line per id, or one per (id, expert))
 * or a folder in the released GeoRC layout, the candidates of candidate files (or the folder's
 * own), and which expert is the reference.
 *
 * <pre>{@code
 * InputReader reader = InputReader.builder().referenceExpert(3).fallbackExperts(List.of(1)).build();
 * Inputs in = reader.read(Path.of("GeoRC"), List.of());
 * Map<String, ReferenceRecord> refs = reader.select(in.all());
 * }</pre>
 */
public final class InputReader {
    private final int referenceExpert;
    private final List<Integer> fallbackExperts;
    private final String candidatePattern;
    private final String candidateModel;
    private final boolean ignoreUnknownFiles;
    private final ChainParser parser;
    private final int maxChainChars;
    private final Consumer<String> notes;

    private InputReader(Builder b) {
        this.referenceExpert = b.referenceExpert;
        this.fallbackExperts = List.copyOf(b.fallbackExperts);
        this.candidatePattern = b.candidatePattern;
        this.candidateModel = b.candidateModel;
        this.ignoreUnknownFiles = b.ignoreUnknownFiles;
        this.parser = b.parser;
        this.maxChainChars = b.maxChainChars;
        this.notes = b.notes;
    }

    /** @return a builder: expert 3, no fallback, the default reading, no length limit, notes dropped */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Reads the references and the candidates of several files.
     *
     * @param references a references JSONL or a GeoRC folder
     * @param candidates candidates JSONL files; none: a folder's candidate files are read
     * @return what was read
     * @throws InvalidInputException when two files hold the same (id, model), or a candidates file has no line
     */
    public Inputs read(Path references, List<Path> candidates) {
        return read(references, candidates, true);
    }

    /**
     * Reads the references alone (a folder's candidate files are not read) and picks one per id
     * ({@link #select}).
     *
     * @param references a references JSONL or a GeoRC folder
     * @return the chosen references by id
     */
    public Map<String, ReferenceRecord> references(Path references) {
        if (candidatePattern != null || candidateModel != null) {
            throw new ConfigurationException("`candidatePattern` and `candidateModel` name candidate files; "
                    + "only references are read here");
        }
        return select(read(references, List.of(), false).all());
    }

    private Inputs read(Path references, List<Path> candidates, boolean folderCandidates) {
        List<CandidateRecord> cands = new ArrayList<>();
        List<Datasets.FailedCandidate> failed = new ArrayList<>();
        Map<String, String> seen = new LinkedHashMap<>();
        for (Path file : candidates) {
            Datasets.CandidateFile cf = Datasets.readCandidateFile(file, maxChainChars, parser.candidateReading());
            if (cf.candidates().isEmpty() && cf.failures().isEmpty()) {
                // most likely the wrong file, or a generation that wrote nothing: not "nothing to score"
                throw new InvalidInputException(file, 0, null, "has no candidates (not one line with "
                        + "an id, a model and a chain)", null);
            }
            for (CandidateRecord c : cf.candidates()) {
                String previous = seen.putIfAbsent(c.key(), c.source());
                if (previous != null) {
                    throw new InvalidInputException(c.source() + ": id \"" + c.id() + "\" of model \""
                            + c.model() + "\" is also at " + previous);
                }
            }
            cands.addAll(cf.candidates());
            failed.addAll(cf.failures());
        }
        if (GeorcDirectory.isDirectoryLayout(references)) {
            GeorcDirectory.Dataset d = GeorcDirectory.read(references, GeorcDirectory.Options.builder()
                    .referenceParser(parser).maxChainChars(maxChainChars).ignoreUnknownFiles(ignoreUnknownFiles)
                    .candidatePattern(candidatePattern, candidateModel)
                    .readCandidates(folderCandidates && candidates.isEmpty()).build());
            for (String note : d.notes()) {
                notes.accept("note: " + note);
            }
            return new Inputs(references, d, d.references(), candidates.isEmpty() ? d.candidates() : cands, failed,
                    references);
        }
        if (candidatePattern != null || candidateModel != null || ignoreUnknownFiles) {
            throw new ConfigurationException("`candidatePattern`, `candidateModel` and `ignoreUnknownFiles` apply "
                    + "to a GeoRC folder; " + references + " is a file");
        }
        ReferenceSet all = Datasets.readReferenceSet(references, maxChainChars, parser);
        return new Inputs(references, null, all, cands, failed, references.toAbsolutePath().getParent());
    }

    /**
     * One reference per id, noting the ids left without one and the fallback experts used.
     *
     * @param all the references
     * @return the chosen references by id
     */
    public Map<String, ReferenceRecord> select(ReferenceSet all) {
        ReferenceSet.Selection s = all.select(referenceExpert, fallbackExperts);
        if (!s.missing().isEmpty()) {
            notes.accept("note: " + s.missing().size() + " location(s) have no chain by expert " + referenceExpert
                    + (fallbackExperts.isEmpty() ? "" : " or " + fallbackExperts) + " and are not scored: "
                    + Inputs.sample(s.missing(), 8)
                    + (fallbackExperts.isEmpty() ? " (`fallbackExpert` names experts to use there)" : ""));
        }
        if (!s.fallbacks().isEmpty()) {
            Map<Integer, Integer> counts = new LinkedHashMap<>();
            s.fallbacks().values().forEach(k -> counts.merge(k, 1, Integer::sum));
            notes.accept("note: fallback experts used: " + counts + " (expert -> locations); rows record "
                    + "reference_expert");
        }
        return s.references();
    }

    /** @return the settings entries that say which reference was used */
    public Map<String, String> settings() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("reference_expert", Integer.toString(referenceExpert));
        if (!fallbackExperts.isEmpty()) {
            m.put("fallback_experts", fallbackExperts.stream().map(String::valueOf)
                    .reduce((a, b) -> a + "," + b).orElse(""));
        }
        return m;
    }

    /** Options of an {@link InputReader}. */
    public static final class Builder {
        private int referenceExpert = ReferenceSet.DEFAULT_REFERENCE_EXPERT;
        private List<Integer> fallbackExperts = List.of();
        private String candidatePattern;
        private String candidateModel;
        private boolean ignoreUnknownFiles;
        private ChainParser parser = ChainParser.DEFAULT;
        private int maxChainChars = Integer.MAX_VALUE;
        private Consumer<String> notes = s -> { };

        private Builder() {
        }

        /**
         * @param k the expert whose chain is the reference (default 3)
         * @return this builder
         */
        public Builder referenceExpert(int k) {
            this.referenceExpert = k;
            return this;
        }

        /**
         * @param experts experts used, in order, where the reference expert wrote nothing
         * @return this builder
         */
        public Builder fallbackExperts(List<Integer> experts) {
            this.fallbackExperts = new ArrayList<>(experts);
            return this;
        }

        /**
         * @param prefix folder files {@code PREFIX<round>.txt} are also candidates (null: none)
         * @param model  their model
         * @return this builder
         */
        public Builder candidatePattern(String prefix, String model) {
            this.candidatePattern = prefix;
            this.candidateModel = model;
            return this;
        }

        /**
         * @param ignore note files of a folder outside the layout instead of failing
         * @return this builder
         */
        public Builder ignoreUnknownFiles(boolean ignore) {
            this.ignoreUnknownFiles = ignore;
            return this;
        }

        /**
         * @param p how reference chains are read (candidates: its candidate reading)
         * @return this builder
         */
        public Builder parser(ChainParser p) {
            this.parser = p;
            return this;
        }

        /**
         * @param n longest chain accepted
         * @return this builder
         */
        public Builder maxChainChars(int n) {
            this.maxChainChars = n;
            return this;
        }

        /**
         * @param sink receives notes ("note: ...") about what was skipped or chosen
         * @return this builder
         */
        public Builder notes(Consumer<String> sink) {
            this.notes = sink;
            return this;
        }

        /**
         * @return the reader
         * @throws ConfigurationException when an expert number is below 1 or a fallback repeats the reference expert
         */
        public InputReader build() {
            if (referenceExpert < 1 || fallbackExperts.stream().anyMatch(k -> k == null || k < 1)) {
                throw new ConfigurationException("`referenceExpert` and `fallbackExpert` take expert numbers >= 1");
            }
            if (fallbackExperts.contains(referenceExpert)) {
                throw new ConfigurationException("`fallbackExpert` repeats the reference expert " + referenceExpert);
            }
            if (maxChainChars < 1) {
                throw new ConfigurationException("the longest chain must be at least 1 character, got " + maxChainChars);
            }
            return new InputReader(this);
        }
    }
}
