package org.georc.bench.jmh;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Deterministic benchmark inputs: short key clauses ("weathered wooden utility poles") and
 * full statements, built from small word lists with a fixed seed so every run and every peer
 * sees the same texts.
 *
 * <pre>java -cp georc.jar org.georc.bench.jmh.ClauseCorpus 4000 clauses.txt</pre>
 */
public final class ClauseCorpus {
    private static final String[] ADJ = {"white", "black", "yellow", "red", "blue", "green", "weathered", "tall",
        "short", "narrow", "wide", "dashed", "solid", "double", "single", "wooden", "concrete", "metal", "rusty",
        "faded", "bright", "dusty", "muddy", "paved", "unpaved", "steep", "flat", "dry", "lush", "sparse"};
    private static final String[] NOUN = {"bollards", "utility poles", "road signs", "center lines", "edge lines",
        "guardrails", "street lights", "roof tiles", "fences", "hedges", "palm trees", "pine trees",
        "birch trees", "license plates", "bus shelters", "traffic lights", "kilometre markers", "chevrons",
        "walls", "mailboxes", "shop signs", "road markings", "snow poles", "sidewalks", "curbs", "houses",
        "barns", "churches", "mountains", "fields"};
    private static final String[] TAIL = {"with a black cap", "with a red reflector", "along the road",
        "on both sides", "near the junction", "with peeling paint", "in a rural area", "beside the river",
        "with reflective stripes", "in front of the houses", "on a hillside", "with a blue border"};
    private static final String[] OPENER = {"The image shows", "There are", "I can see", "Along the road stand",
        "In the distance are", "The scene has"};

    private ClauseCorpus() {
    }

    /**
     * @param n    how many distinct short clauses
     * @param seed the seed
     * @return distinct clauses of 2 to 6 words
     */
    public static List<String> clauses(int n, long seed) {
        Random rnd = new Random(seed);
        Set<String> out = new LinkedHashSet<>();
        while (out.size() < n) {
            String c = pick(rnd, ADJ) + " " + pick(rnd, NOUN);
            if (rnd.nextInt(3) == 0) {
                c = pick(rnd, ADJ) + " " + c;
            }
            if (rnd.nextInt(2) == 0) {
                c = c + " " + pick(rnd, TAIL);
            }
            out.add(c);
        }
        return new ArrayList<>(out);
    }

    /**
     * @param n    how many statements
     * @param seed the seed
     * @return full statements of about 15 to 30 words
     */
    public static List<String> statements(int n, long seed) {
        Random rnd = new Random(seed);
        List<String> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(pick(rnd, OPENER) + " " + pick(rnd, ADJ) + " " + pick(rnd, NOUN) + " " + pick(rnd, TAIL)
                    + ", and " + pick(rnd, ADJ) + " " + pick(rnd, NOUN) + " " + pick(rnd, TAIL)
                    + ", which together with the " + pick(rnd, ADJ) + " " + pick(rnd, NOUN)
                    + " narrow down the region.");
        }
        return out;
    }

    private static String pick(Random rnd, String[] words) {
        return words[rnd.nextInt(words.length)];
    }

    /**
     * Writes {@code n} clauses to a file, one per line.
     *
     * @param args {@code N FILE}
     * @throws IOException when the file cannot be written
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: ClauseCorpus N FILE");
            System.exit(2);
        }
        Files.write(Path.of(args[1]), clauses(Integer.parseInt(args[0]), 42L), StandardCharsets.UTF_8);
    }
}
