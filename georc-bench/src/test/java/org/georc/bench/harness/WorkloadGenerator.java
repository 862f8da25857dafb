package org.georc.bench.harness;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.georc.core.json.JsonLines;
import org.georc.judges.embedding.RuleBasedClauseExtractor;

/**
 * Writes a benchmark-shaped workload: N locations, each with a reference chain, and M candidate
 * models, each with a chain per location (GeoRC: 500 locations x 15 models = 7,500 pairs, 6-10
 * statements per chain). Statements are composed from evidence parts (object, colour, pattern,
 * material, place in the scene, a number) in the style of expert chains. The reuse knob says how
 * often a statement is drawn again from a small shared pool instead of composed afresh:
 * {@code 1.0} ("templates": every statement from the pool, a realistic worst case for caching
 * being too good), {@code 0.0} ("unique": every statement new, the cache never helps).
 *
 * <p>Usage: {@code WorkloadGenerator OUT_DIR [locations] [models] [reuse 0..1|templates|unique] [seed]
 * [statements=6-10] [pool=60] [restate=0.33] [reference-reuse=REUSE]} writes {@code references.jsonl}
 * and {@code candidates.jsonl} and prints how many clause occurrences the workload holds and what
 * share of them is distinct for the rule-based extractor (what the encoder's cache cannot save).
 * The optional {@code key=value} arguments shape it further: statements per chain (a number or a
 * range), the size of the shared pool, the share of a candidate's statements that restate its
 * reference's, and a separate reuse for reference chains (the sizing runs of docs/SCALE.md use
 * {@code statements=6 pool=400 restate=0 reference-reuse=0}, fresh references with candidates that
 * are all new ({@code unique}) or all from the pool ({@code templates})).
 *
 * <p>This is the project's one generator of scoring workloads; it replaced the former
 * {@code PairCorpus} of the JMH package.
 */
public final class WorkloadGenerator {
    private static final String[] OBJECTS = {"bollards", "roadside posts", "utility poles", "centre lines",
        "edge lines", "street signs", "licence plates", "guardrails", "kerbs", "bus stops", "road markings",
        "chevron signs", "speed limit signs", "house numbers", "mailboxes", "fences", "roof tiles", "walls",
        "trees", "hedges", "fields", "hills", "verges", "pedestrian crossings", "traffic lights", "shop fronts"};
    private static final String[] COLOURS = {"white", "yellow", "black", "red", "blue", "green", "orange", "grey",
        "brown"};
    private static final String[] PATTERNS = {"dashed", "solid", "double", "striped", "checkered", "single",
        "reflective", "faded"};
    private static final String[] MATERIALS = {"concrete", "wooden", "metal", "stone", "plastic", "brick",
        "terracotta", "asphalt"};
    private static final String[] PLACES = {"along the road", "at the junction", "on the left", "on the right",
        "near the village", "beside the motorway", "in the distance", "by the river", "on the hillside"};
    private static final String[] VERBS = {"line", "stand", "appear", "run", "sit", "mark"};
    private static final String[] COUNTRIES = {"Austria", "Kenya", "Brazil", "Japan", "Norway", "Peru",
        "Thailand", "Poland", "Chile", "Ghana"};

    private WorkloadGenerator() {
    }

    /**
     * The shape of a workload.
     *
     * @param locations      reference chains
     * @param models         candidate chains per location
     * @param reuse          probability that a candidate statement is drawn from the shared pool
     * @param referenceReuse the same for reference statements
     * @param minStatements  fewest statements per chain
     * @param maxStatements  most statements per chain
     * @param pool           statements in the shared pool
     * @param restate        probability that a candidate statement restates one of its reference's
     * @param seed           random seed: the same shape always gives the same files
     */
    public record Shape(int locations, int models, double reuse, double referenceReuse, int minStatements,
                        int maxStatements, int pool, double restate, long seed) {
        /** Validates the ranges. */
        public Shape {
            if (locations < 1 || models < 1 || minStatements < 1 || maxStatements < minStatements || pool < 1) {
                throw new IllegalArgumentException("locations, models, statements and pool must be >= 1 "
                        + "(statements as MIN-MAX with MIN <= MAX)");
            }
            for (double p : new double[] {reuse, referenceReuse, restate}) {
                if (!(p >= 0 && p <= 1)) {
                    throw new IllegalArgumentException("reuse, reference-reuse and restate must lie in [0, 1], got " + p);
                }
            }
        }

        /**
         * The benchmark shape: 6-10 statements per chain, a pool of 60, a third of a candidate's
         * statements restating its reference's, references reused like candidates.
         *
         * @param locations reference chains
         * @param models    candidate chains per location
         * @param reuse     probability that a statement comes from the shared pool
         * @param seed      random seed
         * @return the shape
         */
        public static Shape benchmark(int locations, int models, double reuse, long seed) {
            return new Shape(locations, models, reuse, reuse, 6, 10, 60, 1.0 / 3, seed);
        }
    }

    /** What a written workload holds, for the rule-based clause extractor. */
    public record Stats(long pairs, long clauseOccurrences, long distinctClauses) {
        @Override
        public String toString() {
            return String.format(Locale.ROOT, "%d pairs: %d clause occurrences, %d distinct (%.1f%%), "
                    + "%.1f distinct clauses per pair", pairs, clauseOccurrences, distinctClauses,
                    100.0 * distinctClauses / Math.max(1, clauseOccurrences), (double) distinctClauses / pairs);
        }
    }

    /**
     * @param args OUT_DIR [locations=500] [models=15] [reuse=0.5] [seed=7] [key=value ...]
     * @throws IOException when the files cannot be written
     */
    public static void main(String[] args) throws IOException {
        if (args.length < 1) {
            System.err.println("usage: WorkloadGenerator OUT_DIR [locations] [models] [reuse 0..1|templates|unique] [seed]"
                    + " [statements=N|MIN-MAX] [pool=N] [restate=P] [reference-reuse=P|templates|unique]");
            System.exit(2);
        }
        Path out = Path.of(args[0]);
        List<String> positional = new ArrayList<>();
        java.util.Map<String, String> extra = new java.util.LinkedHashMap<>();
        for (int i = 1; i < args.length; i++) {
            int eq = args[i].indexOf('=');
            if (eq > 0) {
                extra.put(args[i].substring(0, eq), args[i].substring(eq + 1));
            } else {
                positional.add(args[i]);
            }
        }
        int locations = positional.size() > 0 ? Integer.parseInt(positional.get(0)) : 500;
        int models = positional.size() > 1 ? Integer.parseInt(positional.get(1)) : 15;
        double reuse = positional.size() > 2 ? reuse(positional.get(2)) : 0.5;
        long seed = positional.size() > 3 ? Long.parseLong(positional.get(3)) : 7;
        Shape d = Shape.benchmark(locations, models, reuse, seed);
        String statements = extra.remove("statements");
        int min = d.minStatements();
        int max = d.maxStatements();
        if (statements != null) {
            String[] mm = statements.split("-", 2);
            min = Integer.parseInt(mm[0]);
            max = mm.length > 1 ? Integer.parseInt(mm[1]) : min;
        }
        String pool = extra.remove("pool");
        String restate = extra.remove("restate");
        String refReuse = extra.remove("reference-reuse");
        if (!extra.isEmpty()) {
            throw new IllegalArgumentException("unknown option(s) " + extra.keySet()
                    + "; known: statements, pool, restate, reference-reuse");
        }
        Shape shape = new Shape(locations, models, reuse, refReuse == null ? reuse : reuse(refReuse), min, max,
                pool == null ? d.pool() : Integer.parseInt(pool), restate == null ? d.restate() : Double.parseDouble(restate),
                seed);
        Stats stats = write(out, shape);
        System.out.println(shape + ": " + stats);
        System.err.printf(Locale.ROOT, "wrote %d locations x %d models (reuse %.2f) to %s%n", locations, models, reuse,
                out);
    }

    static double reuse(String s) {
        return switch (s) {
            case "templates" -> 1.0;
            case "unique" -> 0.0;
            default -> {
                double d = Double.parseDouble(s);
                if (d < 0 || d > 1) {
                    throw new IllegalArgumentException("reuse must lie in [0, 1], got " + s);
                }
                yield d;
            }
        };
    }

    /**
     * Writes the benchmark shape ({@link Shape#benchmark}).
     *
     * @param out       the folder (created)
     * @param locations reference chains
     * @param models    candidate chains per location
     * @param reuse     probability that a statement is drawn from the shared pool
     * @param seed      random seed: the same arguments always give the same files
     * @return what the workload holds
     * @throws IOException when writing fails
     */
    public static Stats write(Path out, int locations, int models, double reuse, long seed) throws IOException {
        return write(out, Shape.benchmark(locations, models, reuse, seed));
    }

    /**
     * Writes a workload.
     *
     * @param out   the folder (created)
     * @param shape its shape
     * @return what the workload holds
     * @throws IOException when writing fails
     */
    public static Stats write(Path out, Shape shape) throws IOException {
        Files.createDirectories(out);
        SplittableRandom random = new SplittableRandom(shape.seed());
        List<String> pool = new ArrayList<>();
        java.util.Set<String> inPool = new java.util.HashSet<>();
        // the pool holds distinct un-numbered statements; a small vocabulary caps how many exist
        for (int tries = 0; pool.size() < shape.pool() && tries < 100 * shape.pool(); tries++) {
            String st = compose(random, false);
            if (inPool.add(st)) {
                pool.add(st);
            }
        }
        RuleBasedClauseExtractor extractor = new RuleBasedClauseExtractor();
        java.util.Map<String, List<String>> clausesOf = new java.util.HashMap<>();
        java.util.Set<String> distinct = new java.util.HashSet<>();
        long occurrences = 0;
        try (BufferedWriter refs = Files.newBufferedWriter(out.resolve("references.jsonl"), StandardCharsets.UTF_8);
             BufferedWriter cands = Files.newBufferedWriter(out.resolve("candidates.jsonl"), StandardCharsets.UTF_8)) {
            for (int l = 0; l < shape.locations(); l++) {
                String id = "loc-" + l;
                String country = COUNTRIES[l % COUNTRIES.length];
                List<String> reference = new ArrayList<>();
                for (int k = count(random, shape); k > 0; k--) {
                    reference.add(pick(random, pool, shape.referenceReuse()));
                }
                refs.write(line(id, null, reference, country));
                occurrences += count(reference, extractor, clausesOf, distinct);
                for (int m = 0; m < shape.models(); m++) {
                    List<String> cand = new ArrayList<>();
                    for (int k = count(random, shape); k > 0; k--) {
                        // some of a candidate's statements restate the reference's (as real models partly do)
                        cand.add(shape.restate() > 0 && random.nextDouble() < shape.restate()
                                ? reference.get(random.nextInt(reference.size()))
                                : pick(random, pool, shape.reuse()));
                    }
                    cands.write(line(id, "model-" + m, cand,
                            random.nextInt(4) == 0 ? COUNTRIES[random.nextInt(COUNTRIES.length)] : country));
                    occurrences += count(cand, extractor, clausesOf, distinct);
                }
            }
        }
        return new Stats((long) shape.locations() * shape.models(), occurrences, distinct.size());
    }

    private static int count(SplittableRandom r, Shape shape) {
        return shape.minStatements() + r.nextInt(shape.maxStatements() - shape.minStatements() + 1);
    }

    /** Adds a chain's clauses to the distinct set; returns how many clauses it has. */
    private static long count(List<String> statements, RuleBasedClauseExtractor extractor,
                              java.util.Map<String, List<String>> clausesOf, java.util.Set<String> distinct) {
        long n = 0;
        for (String st : statements) {
            List<String> cl = clausesOf.computeIfAbsent(st, extractor::clauses);
            n += cl.size();
            distinct.addAll(cl);
        }
        return n;
    }

    private static String pick(SplittableRandom r, List<String> pool, double reuse) {
        return r.nextDouble() < reuse ? pool.get(r.nextInt(pool.size())) : compose(r, true);
    }

    /** One statement; with {@code numbered}, a number makes it unique in practice. */
    private static String compose(SplittableRandom r, boolean numbered) {
        String object = OBJECTS[r.nextInt(OBJECTS.length)];
        StringBuilder s = new StringBuilder();
        s.append(cap(COLOURS[r.nextInt(COLOURS.length)])).append(' ');
        if (r.nextBoolean()) {
            s.append(PATTERNS[r.nextInt(PATTERNS.length)]).append(' ');
        }
        if (r.nextBoolean()) {
            s.append(MATERIALS[r.nextInt(MATERIALS.length)]).append(' ');
        }
        s.append(object).append(' ').append(VERBS[r.nextInt(VERBS.length)]).append(' ')
                .append(PLACES[r.nextInt(PLACES.length)]);
        if (r.nextBoolean()) {
            s.append(", with ").append(COLOURS[r.nextInt(COLOURS.length)]).append(' ')
                    .append(PATTERNS[r.nextInt(PATTERNS.length)]).append(" markings");
        }
        if (numbered) {
            s.append(" every ").append(10 + r.nextInt(990)).append(" m");
        }
        return s.append('.').toString();
    }

    private static String cap(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    private static String line(String id, String model, List<String> statements, String country) throws IOException {
        ObjectNode o = JsonLines.object();
        o.put("id", id);
        if (model != null) {
            o.put("model", model);
        } else {
            o.put("country", country);
        }
        StringBuilder chain = new StringBuilder();
        for (String s : statements) {
            chain.append("- ").append(s).append('\n');
        }
        chain.append("Conclusion: ").append(country);
        o.put("chain", chain.toString());
        return JsonLines.write(o) + "\n";
    }
}
