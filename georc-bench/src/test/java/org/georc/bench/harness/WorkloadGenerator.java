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
import org.georc.core.io.JsonLines;

/**
 * Writes a benchmark-shaped workload: N locations, each with a reference chain, and M candidate
 * models, each with a chain per location (GeoRC: 500 locations x 15 models = 7,500 pairs, 6-10
 * statements per chain). Statements are composed from evidence parts (object, colour, pattern,
 * material, place in the scene, a number) in the style of expert chains. The reuse knob says how
 * often a statement is drawn again from a small shared pool instead of composed afresh:
 * {@code 1.0} ("templates": every statement from the pool, a realistic worst case for caching
 * being too good), {@code 0.0} ("unique": every statement new, the cache never helps).
 *
 * <p>Usage: {@code WorkloadGenerator OUT_DIR [locations] [models] [reuse 0..1|templates|unique] [seed]}
 * writes {@code references.jsonl} and {@code candidates.jsonl}.
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
     * @param args OUT_DIR [locations=500] [models=15] [reuse=0.5] [seed=7]
     * @throws IOException when the files cannot be written
     */
    public static void main(String[] args) throws IOException {
        if (args.length < 1) {
            System.err.println("usage: WorkloadGenerator OUT_DIR [locations] [models] [reuse 0..1|templates|unique] [seed]");
            System.exit(2);
        }
        Path out = Path.of(args[0]);
        int locations = args.length > 1 ? Integer.parseInt(args[1]) : 500;
        int models = args.length > 2 ? Integer.parseInt(args[2]) : 15;
        double reuse = args.length > 3 ? reuse(args[3]) : 0.5;
        long seed = args.length > 4 ? Long.parseLong(args[4]) : 7;
        write(out, locations, models, reuse, seed);
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
     * Writes the workload.
     *
     * @param out       the folder (created)
     * @param locations reference chains
     * @param models    candidate chains per location
     * @param reuse     probability that a statement is drawn from the shared pool
     * @param seed      random seed: the same arguments always give the same files
     * @throws IOException when writing fails
     */
    public static void write(Path out, int locations, int models, double reuse, long seed) throws IOException {
        Files.createDirectories(out);
        SplittableRandom random = new SplittableRandom(seed);
        List<String> pool = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            pool.add(compose(random, false));
        }
        try (BufferedWriter refs = Files.newBufferedWriter(out.resolve("references.jsonl"), StandardCharsets.UTF_8);
             BufferedWriter cands = Files.newBufferedWriter(out.resolve("candidates.jsonl"), StandardCharsets.UTF_8)) {
            for (int l = 0; l < locations; l++) {
                String id = "loc-" + l;
                String country = COUNTRIES[l % COUNTRIES.length];
                List<String> reference = chain(random, pool, reuse, 6 + random.nextInt(5));
                refs.write(line(id, null, reference, country));
                for (int m = 0; m < models; m++) {
                    List<String> cand = new ArrayList<>();
                    int n = 6 + random.nextInt(5);
                    for (int k = 0; k < n; k++) {
                        // a third of a candidate's statements restate the reference's (as real models partly do)
                        cand.add(random.nextInt(3) == 0 ? reference.get(random.nextInt(reference.size()))
                                : pick(random, pool, reuse));
                    }
                    cands.write(line(id, "model-" + m, cand,
                            random.nextInt(4) == 0 ? COUNTRIES[random.nextInt(COUNTRIES.length)] : country));
                }
            }
        }
    }

    private static List<String> chain(SplittableRandom r, List<String> pool, double reuse, int n) {
        List<String> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(pick(r, pool, reuse));
        }
        return out;
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
        ObjectNode o = JsonLines.MAPPER.createObjectNode();
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
        return JsonLines.MAPPER.writeValueAsString(o) + "\n";
    }
}
