package org.georc.bench.jmh;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import org.georc.core.io.JsonLines;
import org.georc.judges.embedding.RuleBasedClauseExtractor;

/**
 * A deterministic, benchmark-shaped scoring workload for sizing runs: {@code refs} references,
 * each with {@code perRef} candidate chains (one per "model"), {@code statements} statements per
 * chain, written as {@code references.jsonl} and {@code candidates.jsonl}.
 *
 * <p>What makes scoring fast or slow is how many clause texts the encoder has not seen yet, so
 * the corpus comes in two kinds and the generator reports the share of distinct clauses:
 * <ul>
 *   <li>{@code unique}: every statement is drawn from a large vocabulary (two adjectives, a noun
 *       and a place phrase), so nearly every candidate clause is new: the worst case for the
 *       encoder's cache, as for RL rollouts that all differ;</li>
 *   <li>{@code shared}: candidate statements are drawn from a pool of 400, so most clauses repeat:
 *       the best case, as for many models writing the same stock phrases.</li>
 * </ul>
 * References are shared by their {@code perRef} candidates in both kinds.
 *
 * <pre>java -cp georc.jar org.georc.bench.jmh.PairCorpus 200 10 6 unique 42 DIR</pre>
 */
public final class PairCorpus {
    private static final String[] ADJ = {"white", "black", "yellow", "red", "blue", "green", "weathered", "tall",
        "short", "narrow", "wide", "dashed", "solid", "double", "single", "wooden", "concrete", "metal", "rusty",
        "faded", "bright", "dusty", "muddy", "paved", "unpaved", "steep", "flat", "dry", "lush", "sparse", "striped",
        "painted", "cracked", "tiled", "low", "high", "curved", "square", "round", "modern", "old", "colonial"};
    private static final String[] NOUN = {"bollards", "utility poles", "road signs", "center lines", "edge lines",
        "guardrails", "street lights", "roof tiles", "fences", "hedges", "palm trees", "pine trees", "birch trees",
        "license plates", "bus shelters", "traffic lights", "kilometre markers", "chevrons", "walls", "mailboxes",
        "shop signs", "road markings", "snow poles", "sidewalks", "curbs", "houses", "barns", "churches", "fields",
        "vineyards", "rice paddies", "minarets", "pagodas", "market stalls", "trucks", "motorbikes", "tuk-tuks"};
    private static final String[] PLACE = {"along the road", "on both sides", "near the junction",
        "in a rural area", "beside the river", "in front of the houses", "on a hillside", "at the roundabout",
        "by the petrol station", "next to the bridge", "in the village centre", "on the coast", "in the suburbs",
        "at the edge of the forest", "behind the fence", "under the overpass", "across the valley"};
    private static final String[] OPENER = {"There are", "I can see", "The image shows", "Along the road stand",
        "The scene has", "In the distance are"};
    private static final String[] COUNTRY = {"Austria", "Brazil", "Japan", "Kenya", "Peru", "Norway", "Thailand",
        "Australia", "Mexico", "Poland", "Turkey", "Canada"};

    private PairCorpus() {
    }

    /**
     * @param args refs perRef statements unique|shared seed DIR
     * @throws IOException if the files cannot be written
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 6) {
            System.err.println("usage: PairCorpus REFS PER_REF STATEMENTS unique|shared SEED DIR");
            System.exit(2);
        }
        int refs = Integer.parseInt(args[0]);
        int perRef = Integer.parseInt(args[1]);
        int statements = Integer.parseInt(args[2]);
        boolean unique = switch (args[3]) {
            case "unique" -> true;
            case "shared" -> false;
            default -> throw new IllegalArgumentException("kind must be unique or shared, got " + args[3]);
        };
        long seed = Long.parseLong(args[4]);
        Path dir = Path.of(args[5]);
        Files.createDirectories(dir);
        Random rnd = new Random(seed);
        List<String> pool = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        while (pool.size() < 400) {
            String s = statement(rnd);
            if (seen.add(s)) {
                pool.add(s);
            }
        }
        RuleBasedClauseExtractor extractor = new RuleBasedClauseExtractor();
        long clauseCount = 0;
        Set<String> distinct = new LinkedHashSet<>();
        try (BufferedWriter r = Files.newBufferedWriter(dir.resolve("references.jsonl"), StandardCharsets.UTF_8);
             BufferedWriter c = Files.newBufferedWriter(dir.resolve("candidates.jsonl"), StandardCharsets.UTF_8)) {
            for (int i = 0; i < refs; i++) {
                String id = String.format(Locale.ROOT, "loc-%05d", i);
                String country = COUNTRY[rnd.nextInt(COUNTRY.length)];
                List<String> ref = new ArrayList<>();
                for (int k = 0; k < statements; k++) {
                    ref.add(statement(rnd));
                }
                for (String s : ref) {
                    List<String> cl = extractor.clauses(s);
                    clauseCount += cl.size();
                    distinct.addAll(cl);
                }
                write(r, JsonLines.MAPPER.createObjectNode().put("id", id).put("country", country)
                        .put("chain", chain(ref, country)));
                for (int m = 0; m < perRef; m++) {
                    List<String> cand = new ArrayList<>();
                    for (int k = 0; k < statements; k++) {
                        cand.add(unique ? statement(rnd) : pool.get(rnd.nextInt(pool.size())));
                    }
                    for (String s : cand) {
                        List<String> cl = extractor.clauses(s);
                        clauseCount += cl.size();
                        distinct.addAll(cl);
                    }
                    String guess = rnd.nextInt(3) == 0 ? COUNTRY[rnd.nextInt(COUNTRY.length)] : country;
                    write(c, JsonLines.MAPPER.createObjectNode().put("id", id).put("model", "model-" + m)
                            .put("chain", chain(cand, guess)));
                }
            }
        }
        System.out.printf(Locale.ROOT, "%d references, %d pairs, %d statements per chain (%s): "
                        + "%d clause occurrences, %d distinct (%.1f%%), %.1f distinct clauses per pair%n",
                refs, (long) refs * perRef, statements, args[3], clauseCount, distinct.size(),
                100.0 * distinct.size() / clauseCount, (double) distinct.size() / ((long) refs * perRef));
    }

    private static String statement(Random rnd) {
        return pick(rnd, OPENER) + " " + pick(rnd, ADJ) + " " + pick(rnd, ADJ) + " " + pick(rnd, NOUN) + " "
                + pick(rnd, PLACE) + ", and " + pick(rnd, ADJ) + " " + pick(rnd, NOUN) + " " + pick(rnd, PLACE) + ".";
    }

    private static String chain(List<String> statements, String country) {
        StringBuilder sb = new StringBuilder();
        for (String s : statements) {
            sb.append("- ").append(s).append('\n');
        }
        return sb.append("Conclusion: ").append(country).toString();
    }

    private static void write(BufferedWriter w, ObjectNode line) {
        try {
            w.write(JsonLines.MAPPER.writeValueAsString(line));
            w.write('\n');
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String pick(Random rnd, String[] words) {
        return words[rnd.nextInt(words.length)];
    }
}
