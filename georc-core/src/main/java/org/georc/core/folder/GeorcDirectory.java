package org.georc.core.folder;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.TreeSet;
import org.georc.core.InvalidInputException;
import org.georc.core.records.CandidateRecord;
import org.georc.core.records.Datasets;
import org.georc.core.folder.LocationTable;
import org.georc.core.records.ReferenceRecord;
import org.georc.core.records.ReferenceSet;
import org.georc.core.chain.ChainParser;
import org.georc.core.chain.ReasoningChain;

/**
 * Reads the released GeoRC data layout (docs/DESIGN.md section 3):
 * <pre>
 * ROOT/
 *   locations.csv | locations.jsonl            optional ground truth: id,country[,state,city,lat,lon]
 *   CHALLENGE/                                 one GeoGuessr challenge: five rounds, five locations
 *     CHALLENGE_1.png ... CHALLENGE_5.png      the round images (.png .jpg .jpeg .webp)
 *     Human_Chain_1.txt ... Human_Chain_3.txt  one file per expert, "Round N" sections (N = image N)
 *     candidate_reasoning_chain_MODEL_1.txt    one candidate chain per model and round
 * </pre>
 * Item ids are {@code CHALLENGE/ROUND}. Every round has its own image and its own truth.
 * Nothing is skipped silently: a file the layout does not know is an error (or, with
 * {@link Options#ignoreUnknownFiles}, a note), and everything left aside is listed in
 * {@link Dataset#notes()}. Errors name the file and, inside an expert file, the line.
 */
public final class GeorcDirectory {
    /** The name of an expert file: {@code Human_Chain_<k>.txt}. */
    public static final String EXPERT_PREFIX = "Human_Chain_";
    /** The authors' candidate file prefix: {@code candidate_reasoning_chain_<model>_<i>.txt}. */
    public static final String CANDIDATE_PREFIX = "candidate_reasoning_chain_";
    /** The image extensions read, in order of preference. */
    public static final List<String> IMAGE_EXTENSIONS = List.of("png", "jpg", "jpeg", "webp");


    private GeorcDirectory() {
    }

    /**
     * @param root a path given as references
     * @return whether it is a folder (then it is read as the GeoRC layout)
     */
    public static boolean isDirectoryLayout(Path root) {
        return Files.isDirectory(root);
    }

    /**
     * @param challenge a challenge folder's name
     * @param round     the round number
     * @return the item id {@code challenge/round}
     */
    public static String id(String challenge, int round) {
        return challenge + "/" + round;
    }

    /** How a folder is read. Immutable; build with {@link #builder()}. */
    public static final class Options {
        private final String candidatePattern;
        private final String candidateModel;
        private final ChainParser referenceParser;
        private final ChainParser candidateParser;
        private final int maxChainChars;
        private final boolean ignoreUnknownFiles;
        private final boolean readCandidates;

        private Options(Builder b) {
            this.candidatePattern = b.candidatePattern;
            this.candidateModel = b.candidateModel;
            this.referenceParser = b.referenceParser;
            this.candidateParser = b.candidateParser == null ? b.referenceParser.candidateReading() : b.candidateParser;
            this.maxChainChars = b.maxChainChars;
            this.ignoreUnknownFiles = b.ignoreUnknownFiles;
            this.readCandidates = b.readCandidates;
        }

        /** @return the default options */
        public static Options defaults() {
            return builder().build();
        }

        /** @return a builder */
        public static Builder builder() {
            return new Builder();
        }

        /** @return the extra candidate prefix, or null */
        public String candidatePattern() {
            return candidatePattern;
        }

        /** @return the model of the extra candidate prefix, or null */
        public String candidateModel() {
            return candidateModel;
        }

        /** @return the parser of expert chains */
        public ChainParser referenceParser() {
            return referenceParser;
        }

        /** @return the parser of candidate chains */
        public ChainParser candidateParser() {
            return candidateParser;
        }

        /** @return the longest chain text read, in characters */
        int maxChainChars() {
            return maxChainChars;
        }

        /** @return whether unknown files are notes rather than errors */
        public boolean ignoreUnknownFiles() {
            return ignoreUnknownFiles;
        }

        /** Builder; {@link #build()} validates. */
        public static final class Builder {
            private String candidatePattern;
            private String candidateModel;
            private ChainParser referenceParser = ChainParser.DEFAULT;
            private ChainParser candidateParser;
            private int maxChainChars = Datasets.DEFAULT_MAX_CHAIN_CHARS;
            private boolean ignoreUnknownFiles;
            private boolean readCandidates = true;

            private Builder() {
            }

            /**
             * Candidate files named {@code <prefix><round>.txt} belong to one model (the authors'
             * scorer reads {@code candidate_reasoning_chain_<round>.txt} this way).
             *
             * @param prefix the file prefix
             * @param model  the model those files belong to
             * @return this
             */
            public Builder candidatePattern(String prefix, String model) {
                this.candidatePattern = prefix;
                this.candidateModel = model;
                return this;
            }

            /**
             * @param parser how expert chains are read (default {@link ChainParser#DEFAULT})
             * @return this
             */
            public Builder referenceParser(ChainParser parser) {
                this.referenceParser = Objects.requireNonNull(parser, "parser");
                return this;
            }

            /**
             * @param parser how candidate chains are read (default: the reading of
             *               {@link #referenceParser}, {@link ChainParser#candidateReading()})
             * @return this
             */
            public Builder candidateParser(ChainParser parser) {
                this.candidateParser = Objects.requireNonNull(parser, "parser");
                return this;
            }

            /**
             * @param n the longest chain text accepted, in characters
             * @return this
             */
            public Builder maxChainChars(int n) {
                this.maxChainChars = n;
                return this;
            }

            /**
             * @param ignore list unknown files as notes instead of failing
             * @return this
             */
            public Builder ignoreUnknownFiles(boolean ignore) {
                this.ignoreUnknownFiles = ignore;
                return this;
            }

            /**
             * @param read whether candidate files are read (false when candidates come from
             *             elsewhere: they are then counted in a note, not parsed)
             * @return this
             */
            public Builder readCandidates(boolean read) {
                this.readCandidates = read;
                return this;
            }

            /**
             * @return the options
             * @throws IllegalArgumentException when a pattern comes without a model (or the
             *                                  reverse), the pattern is blank or holds a path
             *                                  separator, or the chain limit is below 1
             */
            public Options build() {
                if ((candidatePattern == null) != (candidateModel == null)) {
                    throw new IllegalArgumentException("`candidatePattern` and `candidateModel` go together: the "
                            + "files <pattern><round>.txt hold one model's chains, and the model name is not in them");
                }
                if (candidatePattern != null) {
                    if (candidatePattern.isBlank() || candidatePattern.contains("/") || candidatePattern.contains("\\")) {
                        throw new IllegalArgumentException("`candidatePattern` must be a file-name prefix, got \""
                                + candidatePattern + "\"");
                    }
                    if (candidateModel.isBlank() || org.georc.core.json.Names.unsafeAt(candidateModel) >= 0) {
                        throw new IllegalArgumentException("`candidateModel` must be a name without control characters "
                                + "or bidirectional controls");
                    }
                }
                if (maxChainChars < 1) {
                    throw new IllegalArgumentException("maxChainChars must be >= 1, got " + maxChainChars);
                }
                return new Options(this);
            }
        }
    }

    /**
     * One location (one round of one challenge).
     *
     * @param id        {@code challenge/round}
     * @param challenge the challenge folder's name
     * @param round     the round number
     * @param image     the round's image, or null when the folder has none
     * @param truth     the true location from the sidecar, or null
     */
    public record FolderLocation(String id, String challenge, int round, Path image, LocationTable.TrueLocation truth) {
    }

    /**
     * What a folder holds.
     *
     * @param root       the folder
     * @param locations  every location (a round with an image or an expert chain), by id in order
     * @param references every expert chain, with its expert number
     * @param candidates every candidate chain, by challenge, model and round
     * @param notes      everything left aside or missing, one readable line each
     * @param truthFile  the ground-truth sidecar read, or null
     * @param texts      the text each chain was parsed from, by its record's {@code source}
     */
    public record Dataset(Path root, Map<String, FolderLocation> locations, ReferenceSet references,
                          List<CandidateRecord> candidates, List<String> notes, Path truthFile,
                          Map<String, String> texts) {
        /** Copies. */
        public Dataset {
            locations = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(locations));
            candidates = List.copyOf(candidates);
            notes = List.copyOf(notes);
            texts = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(texts));
        }

        /**
         * @param source a reference's or candidate's {@code source}
         * @return the text its chain was parsed from (a round's section, a candidate file)
         */
        public String text(String source) {
            String t = texts.get(source);
            if (t == null) {
                throw new IllegalArgumentException("no chain of this folder comes from " + source);
            }
            return t;
        }

        /** @return the models of the candidate files, sorted */
        public List<String> models() {
            return candidates.stream().map(CandidateRecord::model).distinct().sorted().toList();
        }
    }

    /**
     * Reads a folder with the default options.
     *
     * @param root the folder
     * @return its content
     */
    public static Dataset read(Path root) {
        return read(root, Options.defaults());
    }

    /**
     * Reads a folder.
     *
     * @param root    the folder
     * @param options how to read it
     * @return its content
     * @throws InvalidInputException on an unknown file (unless ignored), an expert file without
     *                               "Round N" sections, a repeated round, two images for one round,
     *                               a candidate for a round the challenge does not have, a bad
     *                               sidecar line, or text that is not UTF-8
     */
    public static Dataset read(Path root, Options options) {
        if (!Files.isDirectory(root)) {
            throw new InvalidInputException(root, 0, null, "is not a folder", null);
        }
        List<String> notes = new ArrayList<>();
        Path truthFile = LocationTable.find(root).orElse(null);
        Map<String, LocationTable.TrueLocation> truths = truthFile == null ? Map.of() : LocationTable.read(truthFile);
        int hidden = 0;
        List<Path> challenges = new ArrayList<>();
        for (Path p : FolderFiles.children(root)) {
            String name = p.getFileName().toString();
            if (name.startsWith(".")) {
                hidden++;
            } else if (Files.isDirectory(p)) {
                if (org.georc.core.json.Names.unsafeAt(name) >= 0) {
                    // the name becomes part of every id: a line break in it would break every file that lists ids
                    throw new InvalidInputException(root, 0, null, "the challenge folder \"" + LayoutScan.escaped(name) + "\" has a "
                            + "control character (a line break, tab, bidirectional control...) in its name; ids are made from folder names, "
                            + "so rename it", null);
                }
                challenges.add(p);
            } else if (!p.equals(truthFile)) {
                notes.add("not read: " + p + " (the root holds challenge folders and " + LocationTable.CSV + " or "
                        + LocationTable.JSONL + ")");
            }
        }
        if (challenges.isEmpty()) {
            throw new InvalidInputException(root, 0, null, "holds no challenge folders (expected ROOT/<challenge>/"
                    + "Human_Chain_<k>.txt and <challenge>_<i>.png)", null);
        }
        Map<String, FolderLocation> locations = new LinkedHashMap<>();
        List<ReferenceRecord> refs = new ArrayList<>();
        List<CandidateRecord> cands = new ArrayList<>();
        List<String> unknown = new ArrayList<>();
        Map<String, String> texts = new LinkedHashMap<>();
        int candidatesNotRead = 0;
        int withoutImage = 0;
        for (Path dir : challenges) {
            LayoutScan.Challenge ch = LayoutScan.scan(dir, options, unknown);
            hidden += ch.hidden;
            if (ch.images.isEmpty() && ch.experts.isEmpty() && ch.candidates.isEmpty()) {
                if (ch.unknownHere == 0) {
                    throw new InvalidInputException(dir, 0, null, "is not a challenge folder: it holds no "
                            + "Human_Chain_<k>.txt, no <challenge>_<i>.png and no candidate files", null);
                }
                continue;
            }
            String name = dir.getFileName().toString();
            Map<Integer, Map<Integer, ReferenceRecord>> byRound = new TreeMap<>();
            for (Map.Entry<Integer, Path> e : ch.experts.entrySet()) {
                ExpertFiles.read(name, e.getKey(), e.getValue(), options, byRound, texts);
            }
            TreeSet<Integer> rounds = new TreeSet<>(ch.images.keySet());
            rounds.addAll(byRound.keySet());
            for (int round : rounds) {
                String id = id(name, round);
                Path image = ch.images.get(round);
                if (image == null) {
                    withoutImage++;
                }
                LocationTable.TrueLocation truth = truths.get(id);
                locations.put(id, new FolderLocation(id, name, round, image, truth));
                for (ReferenceRecord r : byRound.getOrDefault(round, Map.of()).values()) {
                    refs.add(new ReferenceRecord(id, r.chain(), truth == null ? null : truth.country(), image,
                            truth == null ? Map.of() : truth.levels(), r.source(), r.expert()));
                }
            }
            if (!options.readCandidates) {
                candidatesNotRead += ch.candidates.size();
                continue;
            }
            for (LayoutScan.CandidateFile cf : ch.candidates) {
                if (!rounds.contains(cf.round())) {
                    throw new InvalidInputException(cf.file(), 0, null, "a candidate for round " + cf.round() + ", but the "
                            + "challenge has neither an image nor an expert chain for round " + cf.round(), null);
                }
                // a chain file: no more UTF-8 bytes than four per allowed character (a byte-order mark aside)
                long bytes = FolderFiles.size(cf.file());
                String text = bytes > 4L * options.maxChainChars + 3 ? null
                        : FolderFiles.readText(cf.file(), options.maxChainChars);
                if (text == null || text.length() > options.maxChainChars) {
                    throw new InvalidInputException(cf.file(), 0, null, "is " + (text == null ? bytes + " bytes"
                            : text.length() + " characters") + " long, over the limit of " + options.maxChainChars
                            + " characters (raise it with `maxChainChars`)", null);
                }
                ReasoningChain chain;
                try {
                    chain = options.candidateParser.parse(text);
                } catch (InvalidInputException e) {
                    throw e.at(cf.file(), 0);
                }
                cands.add(new CandidateRecord(id(name, cf.round()), cf.model(), chain, cf.file().toString()));
                texts.put(cf.file().toString(), text);
            }
        }
        if (!unknown.isEmpty()) {
            String list = String.join(", ", unknown.subList(0, Math.min(10, unknown.size())))
                    + (unknown.size() > 10 ? " and " + (unknown.size() - 10) + " more" : "");
            String expected = "a challenge folder holds <challenge>_<i>.png|jpg|jpeg|webp, Human_Chain_<k>.txt and "
                    + "candidate_reasoning_chain_<model>_<i>.txt"
                    + (options.candidatePattern == null ? "" : " and " + options.candidatePattern + "<i>.txt");
            if (!options.ignoreUnknownFiles) {
                throw new InvalidInputException(unknown.size() + " file(s) of " + root + " are not part of the GeoRC "
                        + "layout: " + list + "; " + expected + ". Rename or move them, or pass `ignoreUnknownFiles` "
                        + "to list them and go on");
            }
            notes.add("not read: " + unknown.size() + " file(s) outside the layout: " + list);
        }
        if (hidden > 0) {
            notes.add("not read: " + hidden + " hidden file(s) (names starting with \".\")");
        }
        if (candidatesNotRead > 0) {
            notes.add("not read: " + candidatesNotRead + " candidate file(s) of the folder (candidates come from "
                    + "another source in this run)");
        }
        if (withoutImage > 0) {
            notes.add(withoutImage + " location(s) have no round image (<challenge>_<i>.png|jpg|jpeg|webp)");
        }
        long noExpert = locations.keySet().stream().filter(id -> refs.stream().noneMatch(r -> r.id().equals(id))).count();
        if (noExpert > 0) {
            notes.add(noExpert + " location(s) have an image but no expert chain");
        }
        if (truthFile != null) {
            long unknownTruth = truths.keySet().stream().filter(id -> !locations.containsKey(id)).count();
            if (unknownTruth > 0) {
                notes.add(truthFile + ": " + unknownTruth + " id(s) name no location of this folder (not used)");
            }
            long noTruth = locations.values().stream().filter(l -> l.truth() == null).count();
            if (noTruth > 0) {
                notes.add(noTruth + " location(s) have no line in " + truthFile + " (no country for them)");
            }
        } else {
            notes.add("no " + LocationTable.CSV + " or " + LocationTable.JSONL + " in " + root
                    + ": no true countries (country accuracy and the hallucinated baseline need them)");
        }
        cands.sort(Comparator.comparing((CandidateRecord c) -> c.id().substring(0, c.id().lastIndexOf('/')))
                .thenComparing(CandidateRecord::model)
                .thenComparingInt(c -> Integer.parseInt(c.id().substring(c.id().lastIndexOf('/') + 1))));
        return new Dataset(root, locations, ReferenceSet.of(refs), cands, notes, truthFile, texts);
    }

}
