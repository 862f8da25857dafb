package org.georc.core.folder;

import java.io.IOException;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.georc.core.InvalidInputException;
import org.georc.core.io.CandidateRecord;
import org.georc.core.io.Datasets;
import org.georc.core.io.LocationTable;
import org.georc.core.io.ReferenceRecord;
import org.georc.core.io.ReferenceSet;
import org.georc.core.io.ScoreFiles;
import org.georc.core.chain.ChainParser;
import org.georc.core.chain.ReasoningChain;

/**
 * Reads the released GeoRC data layout (docs/DESIGN.md section 3a):
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

    private static final Pattern EXPERT_FILE = Pattern.compile("Human_Chain_(\\d{1,3})\\.txt");
    private static final Pattern CANDIDATE_FILE = Pattern.compile(Pattern.quote(CANDIDATE_PREFIX) + "(.+)_(\\d{1,6})\\.txt");
    private static final Pattern UNNAMED_CANDIDATE = Pattern.compile(Pattern.quote(CANDIDATE_PREFIX) + "(\\d{1,6})\\.txt");
    /** Characters a model name may hold when it becomes part of a file name. */
    private static final Pattern FILE_SAFE_MODEL = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._+\\-]{0,127}");

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

    /**
     * The file a candidate chain is written to, in the generator's naming.
     *
     * @param model the model name; it must be safe as part of a file name
     * @param round the round
     * @return {@code candidate_reasoning_chain_<model>_<round>.txt}
     * @throws InvalidInputException for a model name that cannot be part of a file name
     */
    public static String candidateFileName(String model, int round) {
        requireFileSafeModel(model);
        return CANDIDATE_PREFIX + model + "_" + round + ".txt";
    }

    /**
     * @param model a model name
     * @throws InvalidInputException unless it is 1-128 characters of letters, digits, {@code . _ + -},
     *                               starting with a letter or digit
     */
    public static void requireFileSafeModel(String model) {
        if (model == null || !FILE_SAFE_MODEL.matcher(model).matches()) {
            throw new InvalidInputException("model name \"" + model + "\" cannot be part of a file name (letters, "
                    + "digits, . _ + - only, starting with a letter or digit); choose another name for the files");
        }
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

            /** @param parser how expert chains are read (default {@link ChainParser#DEFAULT}) @return this */
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

            /** @param n the longest chain text accepted, in characters @return this */
            public Builder maxChainChars(int n) {
                this.maxChainChars = n;
                return this;
            }

            /** @param ignore list unknown files as notes instead of failing @return this */
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
                    throw new IllegalArgumentException("--candidate-pattern and --candidate-model go together: the "
                            + "files <pattern><round>.txt hold one model's chains, and the model name is not in them");
                }
                if (candidatePattern != null) {
                    if (candidatePattern.isBlank() || candidatePattern.contains("/") || candidatePattern.contains("\\")) {
                        throw new IllegalArgumentException("--candidate-pattern must be a file-name prefix, got \""
                                + candidatePattern + "\"");
                    }
                    if (candidateModel.isBlank() || candidateModel.chars().anyMatch(Character::isISOControl)) {
                        throw new IllegalArgumentException("--candidate-model must be a name without control characters");
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
    public record Location(String id, String challenge, int round, Path image, LocationTable.Truth truth) {
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
    public record Dataset(Path root, Map<String, Location> locations, ReferenceSet references,
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
        Map<String, LocationTable.Truth> truths = truthFile == null ? Map.of() : LocationTable.read(truthFile);
        int hidden = 0;
        List<Path> challenges = new ArrayList<>();
        for (Path p : children(root)) {
            String name = p.getFileName().toString();
            if (name.startsWith(".")) {
                hidden++;
            } else if (Files.isDirectory(p)) {
                if (name.chars().anyMatch(c -> Character.isISOControl(c) || c == '\u2028' || c == '\u2029')) {
                    // the name becomes part of every id: a line break in it would break every file that lists ids
                    throw new InvalidInputException(root, 0, null, "the challenge folder \"" + escaped(name) + "\" has a "
                            + "control character (a line break, tab...) in its name; ids are made from folder names, "
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
        Map<String, Location> locations = new LinkedHashMap<>();
        List<ReferenceRecord> refs = new ArrayList<>();
        List<CandidateRecord> cands = new ArrayList<>();
        List<String> unknown = new ArrayList<>();
        Map<String, String> texts = new LinkedHashMap<>();
        int candidatesNotRead = 0;
        int withoutImage = 0;
        for (Path dir : challenges) {
            Challenge ch = scan(dir, options, unknown);
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
                readExpert(name, e.getKey(), e.getValue(), options, byRound, texts);
            }
            TreeSet<Integer> rounds = new TreeSet<>(ch.images.keySet());
            rounds.addAll(byRound.keySet());
            for (int round : rounds) {
                String id = id(name, round);
                Path image = ch.images.get(round);
                if (image == null) {
                    withoutImage++;
                }
                LocationTable.Truth truth = truths.get(id);
                locations.put(id, new Location(id, name, round, image, truth));
                for (ReferenceRecord r : byRound.getOrDefault(round, Map.of()).values()) {
                    refs.add(new ReferenceRecord(id, r.chain(), truth == null ? null : truth.country(), image,
                            truth == null ? Map.of() : truth.levels(), r.source(), r.expert()));
                }
            }
            if (!options.readCandidates) {
                candidatesNotRead += ch.candidates.size();
                continue;
            }
            for (CandidateFile cf : ch.candidates) {
                if (!rounds.contains(cf.round)) {
                    throw new InvalidInputException(cf.file, 0, null, "a candidate for round " + cf.round + ", but the "
                            + "challenge has neither an image nor an expert chain for round " + cf.round, null);
                }
                String text = readText(cf.file);
                if (text.length() > options.maxChainChars) {
                    throw new InvalidInputException(cf.file, 0, null, "is " + text.length() + " characters long, over "
                            + "the limit of " + options.maxChainChars + " (raise it with --max-chain-chars)", null);
                }
                ReasoningChain chain;
                try {
                    chain = options.candidateParser.parse(text);
                } catch (InvalidInputException e) {
                    throw e.at(cf.file, 0);
                }
                cands.add(new CandidateRecord(id(name, cf.round), cf.model, chain, cf.file.toString()));
                texts.put(cf.file.toString(), text);
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
                        + "layout: " + list + "; " + expected + ". Rename or move them, or pass --ignore-unknown-files "
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

    private static void readExpert(String challenge, int expert, Path file, Options options,
                                   Map<Integer, Map<Integer, ReferenceRecord>> byRound, Map<String, String> texts) {
        String text = readText(file);
        List<ChainParser.Section> sections;
        try {
            sections = options.referenceParser.sections(text);
        } catch (InvalidInputException e) {
            throw e.at(file, 0);
        }
        if (sections.isEmpty()) {
            throw new InvalidInputException(file, 0, null, "has no \"Round N\" header; each round's chain starts "
                    + "with a line \"Round N\" (N = the image number)", null);
        }
        for (ChainParser.Section s : sections) {
            if (s.text().length() > options.maxChainChars) {
                throw new InvalidInputException(file, s.line(), null, "round " + s.round() + " is " + s.text().length()
                        + " characters long, over the limit of " + options.maxChainChars
                        + " (raise it with --max-chain-chars)", null);
            }
            ReasoningChain chain;
            try {
                chain = options.referenceParser.parse(s.text());
            } catch (InvalidInputException e) {
                throw e.at(file, s.line());
            }
            String source = file + ":" + s.line() + " (round " + s.round() + ")";
            byRound.computeIfAbsent(s.round(), r -> new TreeMap<>()).put(expert, new ReferenceRecord(
                    id(challenge, s.round()), chain, null, null, Map.of(), source, expert));
            texts.put(source, s.text());
        }
    }

    private record CandidateFile(Path file, String model, int round) {
    }

    private static final class Challenge {
        final Map<Integer, Path> images = new TreeMap<>();
        final Map<Integer, Path> experts = new TreeMap<>();
        final List<CandidateFile> candidates = new ArrayList<>();
        int hidden;
        int unknownHere;
    }

    private static Challenge scan(Path dir, Options options, List<String> unknown) {
        String name = dir.getFileName().toString();
        Pattern image = Pattern.compile(Pattern.quote(name) + "_(\\d{1,6})\\.([A-Za-z]+)");
        Pattern custom = options.candidatePattern == null ? null
                : Pattern.compile(Pattern.quote(options.candidatePattern) + "(\\d{1,6})\\.txt");
        Challenge ch = new Challenge();
        for (Path p : children(dir)) {
            String file = p.getFileName().toString();
            if (file.startsWith(".")) {
                ch.hidden++;
                continue;
            }
            if (!Files.isRegularFile(p)) {
                unknown.add(p + " (a folder)");
                ch.unknownHere++;
                continue;
            }
            Matcher m;
            if ((m = image.matcher(file)).matches()
                    && IMAGE_EXTENSIONS.contains(m.group(2).toLowerCase(Locale.ROOT))) {
                int round = round(p, m.group(1));
                Path previous = ch.images.putIfAbsent(round, p);
                if (previous != null) {
                    throw new InvalidInputException(p, 0, null, "a second image for round " + round + " (also "
                            + previous.getFileName() + "); keep one", null);
                }
            } else if ((m = EXPERT_FILE.matcher(file)).matches()) {
                ch.experts.put(round(p, m.group(1)), p);
            } else if (custom != null && (m = custom.matcher(file)).matches()) {
                ch.candidates.add(new CandidateFile(p, options.candidateModel, round(p, m.group(1))));
            } else if ((m = CANDIDATE_FILE.matcher(file)).matches()) {
                ch.candidates.add(new CandidateFile(p, m.group(1), round(p, m.group(2))));
            } else if (UNNAMED_CANDIDATE.matcher(file).matches()) {
                throw new InvalidInputException(p, 0, null, "names no model (the generator writes "
                        + "candidate_reasoning_chain_<model>_<i>.txt); to read such files as one model, pass "
                        + "--candidate-pattern " + CANDIDATE_PREFIX + " --candidate-model NAME", null);
            } else {
                unknown.add(p.toString());
                ch.unknownHere++;
            }
        }
        return ch;
    }

    private static int round(Path file, String digits) {
        int n = Integer.parseInt(digits);
        if (n < 1) {
            throw new InvalidInputException(file, 0, null, "round and expert numbers start at 1", null);
        }
        return n;
    }

    /** A name with its control characters written as escapes ({@code \n}, {@code \u0007}), for messages. */
    private static String escaped(String name) {
        StringBuilder b = new StringBuilder();
        for (char c : name.toCharArray()) {
            if (c == '\n') {
                b.append("\\n");
            } else if (c == '\r') {
                b.append("\\r");
            } else if (c == '\t') {
                b.append("\\t");
            } else if (Character.isISOControl(c) || c == '\u2028' || c == '\u2029') {
                b.append(String.format("\\u%04x", (int) c));
            } else {
                b.append(c);
            }
        }
        return b.toString();
    }

    private static String readText(Path file) {
        try {
            String text = Files.readString(file, StandardCharsets.UTF_8);
            // a byte-order mark (Windows editors write one) is no text: left in, it hides the first "Round 1" or "1."
            return text.startsWith("\uFEFF") ? text.substring(1) : text;
        } catch (MalformedInputException e) {
            throw new InvalidInputException(file, 0, null, "not valid UTF-8", e);
        } catch (IOException e) {
            throw new InvalidInputException(file, 0, null, "cannot read: " + ScoreFiles.describe(e), e);
        }
    }

    private static List<Path> children(Path dir) {
        try (Stream<Path> s = Files.list(dir)) {
            return s.sorted().toList();
        } catch (IOException e) {
            throw new InvalidInputException(dir, 0, null, "cannot list folder: " + ScoreFiles.describe(e), e);
        }
    }
}
