package org.georc.bench.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.georc.core.chain.ChainParser;
import org.georc.core.io.CandidateRecord;
import org.georc.core.io.Datasets;
import org.georc.core.folder.GeorcDirectory;
import org.georc.core.io.ReferenceRecord;
import org.georc.core.io.ReferenceSet;
import picocli.CommandLine.Option;

/**
 * How the commands read their references: a references JSONL file (one line per id, or one
 * per (id, expert)) or a folder in the released GeoRC layout, and which expert is the reference.
 */
final class DataOptions {
    @Option(names = "--reference-expert", defaultValue = "3", paramLabel = "K",
            description = "the expert whose chain is the reference (default 3, the paper's strongest expert); "
                    + "locations without it are listed and skipped")
    int referenceExpert;

    @Option(names = "--fallback-expert", split = ",", paramLabel = "K[,K...]",
            description = "experts to use, in this order, where the reference expert wrote nothing (default: none; "
                    + "such locations are skipped). The rows record which expert was used")
    List<Integer> fallbackExperts = new ArrayList<>();

    @Option(names = "--candidate-pattern", paramLabel = "PREFIX",
            description = "also read folder files PREFIX<round>.txt as the candidates of --candidate-model (the "
                    + "authors' scorer reads candidate_reasoning_chain_<round>.txt this way)")
    String candidatePattern;

    @Option(names = "--candidate-model", paramLabel = "NAME", description = "the model of the --candidate-pattern files")
    String candidateModel;

    @Option(names = "--ignore-unknown-files",
            description = "list files of the folder outside the GeoRC layout on stderr and go on (default: an error)")
    boolean ignoreUnknownFiles;

    /**
     * What a command reads.
     *
     * @param references  the references path (file or folder)
     * @param folder      the folder's content, or null for a JSONL file
     * @param all         every reference chain, all experts
     * @param candidates  candidate chains (from --candidates, or the folder), possibly empty
     * @param failed      candidate lines that record a failed generation
     * @param imageRoot   the folder images are confined to
     */
    record Data(Path references, GeorcDirectory.Dataset folder, ReferenceSet all, List<CandidateRecord> candidates,
                List<Datasets.FailedCandidate> failed, Path imageRoot) {
        boolean isFolder() {
            return folder != null;
        }

        /**
         * @return every location: a folder's rounds (with or without expert chains), or a
         *         references file's ids, with what is known of each
         */
        List<Place> places() {
            List<Place> out = new ArrayList<>();
            if (folder != null) {
                for (GeorcDirectory.FolderLocation l : folder.locations().values()) {
                    var t = l.truth();
                    out.add(new Place(l.id(), t == null ? null : t.country(), t == null ? null : t.state(),
                            t == null ? null : t.city(), l.image()));
                }
                return out;
            }
            for (String id : all.ids()) {
                ReferenceRecord r = all.forId(id).get(0);
                String country = r.country() != null ? r.country() : r.location().get("country");
                out.add(new Place(id, country, r.location().get("state"), r.location().get("city"), r.image()));
            }
            return out;
        }
    }

    /**
     * What is known of one location.
     *
     * @param id      item id
     * @param country true country, or null
     * @param state   state, or null
     * @param city    city, or null
     * @param image   the image, or null
     */
    record Place(String id, String country, String state, String city, Path image) {
        /** @return "city, state, country" from the levels known, or null without a country */
        String describe() {
            if (country == null) {
                return null;
            }
            StringBuilder sb = new StringBuilder();
            for (String part : new String[] {city, state}) {
                if (part != null && !part.isBlank()) {
                    sb.append(part.strip()).append(", ");
                }
            }
            return sb.append(country.strip()).toString();
        }
    }

    /**
     * Reads the references (and the candidates).
     *
     * @param references    a references JSONL or a GeoRC folder
     * @param candidates    candidates JSONL files; none: a folder's candidate files are read
     * @param parser        how reference chains are read
     * @param maxChainChars longest chain accepted
     * @param err           where notes go
     * @return the data
     */
    Data read(Path references, Path candidates, ChainParser parser, int maxChainChars, PrintWriter err) {
        return read(references, candidates == null ? List.of() : List.of(candidates), parser, maxChainChars, err);
    }

    /**
     * Reads the references (and the candidates of several files).
     *
     * @param references    a references JSONL or a GeoRC folder
     * @param candidates    candidates JSONL files; none: a folder's candidate files are read
     * @param parser        how reference chains are read
     * @param maxChainChars longest chain accepted
     * @param err           where notes go
     * @return the data
     * @throws InvalidInputException when two files hold the same (id, model), or a candidates file has no line
     */
    Data read(Path references, List<Path> candidates, ChainParser parser, int maxChainChars, PrintWriter err) {
        return read(references, candidates, true, parser, maxChainChars, err);
    }

    /**
     * Reads the references alone (a folder's candidate files are not read) and picks one per id
     * ({@link #select}).
     *
     * @param references    a references JSONL or a GeoRC folder
     * @param parser        how reference chains are read
     * @param maxChainChars longest chain accepted
     * @param err           where notes go
     * @return the chosen references by id
     */
    Map<String, ReferenceRecord> references(Path references, ChainParser parser, int maxChainChars, PrintWriter err) {
        if (candidatePattern != null || candidateModel != null) {
            throw new IllegalArgumentException("--candidate-pattern and --candidate-model name candidate files; "
                    + "only references are read here");
        }
        return select(read(references, List.of(), false, parser, maxChainChars, err).all(), err);
    }

    private Data read(Path references, List<Path> candidates, boolean folderCandidates, ChainParser parser,
                      int maxChainChars, PrintWriter err) {
        if (referenceExpert < 1 || fallbackExperts.stream().anyMatch(k -> k == null || k < 1)) {
            throw new IllegalArgumentException("--reference-expert and --fallback-expert take expert numbers >= 1");
        }
        if (fallbackExperts.contains(referenceExpert)) {
            throw new IllegalArgumentException("--fallback-expert repeats the reference expert " + referenceExpert);
        }
        List<CandidateRecord> cands = new ArrayList<>();
        List<Datasets.FailedCandidate> failed = new ArrayList<>();
        Map<String, String> seen = new LinkedHashMap<>();
        for (Path file : candidates) {
            Datasets.CandidateFile cf = Datasets.readCandidateFile(file, maxChainChars, parser.candidateReading());
            if (cf.candidates().isEmpty() && cf.failures().isEmpty()) {
                // most likely the wrong file, or a generation that wrote nothing: not "nothing to score"
                throw new org.georc.core.InvalidInputException(file, 0, null, "has no candidates (not one line with "
                        + "an id, a model and a chain)", null);
            }
            for (CandidateRecord c : cf.candidates()) {
                String previous = seen.putIfAbsent(c.key(), c.source());
                if (previous != null) {
                    throw new org.georc.core.InvalidInputException(c.source() + ": id \"" + c.id() + "\" of model \""
                            + c.model() + "\" is also at " + previous);
                }
            }
            cands.addAll(cf.candidates());
            failed.addAll(cf.failures());
        }
        if (GeorcDirectory.isDirectoryLayout(references)) {
            GeorcDirectory.Dataset d = GeorcDirectory.read(references, GeorcDirectory.Options.builder()
                    .referenceParser(parser).maxChainChars(maxChainChars).ignoreUnknownFiles(ignoreUnknownFiles)
                    .candidatePattern(candidatePattern, candidateModel).readCandidates(folderCandidates && candidates.isEmpty()).build());
            for (String note : d.notes()) {
                err.println("note: " + note);
            }
            return new Data(references, d, d.references(), candidates.isEmpty() ? d.candidates() : cands, failed,
                    references);
        }
        if (candidatePattern != null || candidateModel != null || ignoreUnknownFiles) {
            throw new IllegalArgumentException("--candidate-pattern, --candidate-model and --ignore-unknown-files apply "
                    + "to a GeoRC folder; " + references + " is a file");
        }
        ReferenceSet all = Datasets.readReferenceSet(references, maxChainChars, parser);
        return new Data(references, null, all, cands, failed, references.toAbsolutePath().getParent());
    }

    /**
     * One reference per id, reporting the ids left without one.
     *
     * @param all the references
     * @param err where the report goes
     * @return the chosen references by id
     */
    Map<String, ReferenceRecord> select(ReferenceSet all, PrintWriter err) {
        ReferenceSet.Selection s = all.select(referenceExpert, fallbackExperts);
        if (!s.missing().isEmpty()) {
            err.println("note: " + s.missing().size() + " location(s) have no chain by expert " + referenceExpert
                    + (fallbackExperts.isEmpty() ? "" : " or " + fallbackExperts) + " and are not scored: "
                    + Lists.sample(s.missing(), 8)
                    + (fallbackExperts.isEmpty() ? " (--fallback-expert names experts to use there)" : ""));
        }
        if (!s.fallbacks().isEmpty()) {
            Map<Integer, Integer> counts = new LinkedHashMap<>();
            s.fallbacks().values().forEach(k -> counts.merge(k, 1, Integer::sum));
            err.println("note: fallback experts used: " + counts + " (expert -> locations); rows record "
                    + "reference_expert");
        }
        return s.references();
    }

    /** @return the settings entries that say which reference was used */
    Map<String, String> settings() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("reference_expert", Integer.toString(referenceExpert));
        if (!fallbackExperts.isEmpty()) {
            m.put("fallback_experts", fallbackExperts.stream().map(String::valueOf)
                    .reduce((a, b) -> a + "," + b).orElse(""));
        }
        return m;
    }

    /** Small helpers for messages. */
    static final class Lists {
        private Lists() {
        }

        /**
         * @param items a list
         * @param max   how many to show
         * @return the first {@code max} items joined, and how many more
         */
        static String sample(List<String> items, int max) {
            return String.join(", ", items.subList(0, Math.min(max, items.size())))
                    + (items.size() > max ? " and " + (items.size() - max) + " more" : "");
        }
    }
}
