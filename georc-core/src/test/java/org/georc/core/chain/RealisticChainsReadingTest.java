package org.georc.core.chain;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.georc.core.json.JsonLines;
import org.georc.core.place.Territories;
import org.junit.jupiter.api.Test;

/**
 * Acceptance of issue 37 on the realistic evaluation chains (the five house styles of model output
 * and the experts' terse chains, every split): no bare place line, preamble or table header is
 * graded, and every chain's guess is read as its conclusion. The checks are written apart from the
 * reading's own rules.
 */
class RealisticChainsReadingTest {
    /** How a preamble starts, written for this test (not the reading's word lists). */
    private static final Pattern PREAMBLE = Pattern.compile("(?i)^(?:sure|okay|ok|alright|certainly|of course|absolutely|"
            + "great (?:question|image)|ooh|happy to|thanks for|what a|let's (?:solve|analy[sz]e|look|see|break|work|go|dig|"
            + "crack|carefully|zoom in on the details)|let me (?:separate|reason|think|work|break|go|begin)|here's (?:a|my|how|"
            + "what)|here is|i'll (?:go|break|walk|start)|i think this can|this (?:one|is a nice)|right, detective|ready for|"
            + "interesting image|nice[:,]|fun scene|my first impression|there's a fair amount|several features in this image|"
            + "a few details here|looking at this image, i can see several)\\b.*");
    private static final Pattern CLOSING_LEAD = Pattern.compile("(?i)^(?:so|thus|final answer|answer|my pick is|my pick|"
            + "where i'd pin it|verdict|->|=>|→)\\s*[:,\\-→>]*\\s*");

    record Read(String where, String model, ReasoningChain chain) {
    }

    static List<Read> chains() throws IOException {
        Path root = Path.of("").toAbsolutePath().resolveSibling("examples").resolve("data/eval/realistic");
        List<Read> out = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path f : files.filter(p -> p.toString().endsWith("candidates.jsonl") || p.toString()
                    .endsWith("references.jsonl")).sorted().toList()) {
                for (String line : Files.readAllLines(f)) {
                    JsonNode n = JsonLines.readTree(line);
                    out.add(new Read(root.relativize(f) + " " + n.get("id").asText(),
                            n.has("model") ? n.get("model").asText() : "reference",
                            ChainParser.DEFAULT.parse(n.get("chain").asText())));
                }
            }
        }
        return out;
    }

    /** @return whether the statement names a country or territory and nothing else */
    static boolean barePlace(String statement) {
        String s = CLOSING_LEAD.matcher(statement.strip()).replaceFirst("").replaceAll("[.!]+$", "").strip();
        return !s.isEmpty() && Territories.known(s).isPresent();
    }

    @Test
    void noBarePlaceLinePreambleOrTableHeaderIsGradedAndEveryGuessIsAConclusion() throws IOException {
        List<Read> chains = chains();
        assertThat(chains).hasSizeGreaterThan(500);
        List<String> wrong = new ArrayList<>();
        int concluded = 0;
        for (Read r : chains) {
            for (String s : r.chain().statements()) {
                String t = s.strip().toLowerCase(Locale.ROOT);
                if (t.startsWith("|") || t.matches("\\|?\\s*:?-{3,}.*")) {
                    wrong.add(r.where() + " " + r.model() + ": table row graded: " + s);
                } else if (PREAMBLE.matcher(s).matches()) {
                    wrong.add(r.where() + " " + r.model() + ": preamble graded: " + s);
                } else if (barePlace(s)) {
                    wrong.add(r.where() + " " + r.model() + ": bare place graded: " + s);
                }
            }
            if (!r.chain().conclusion().isEmpty()) {
                concluded++;
            }
        }
        assertThat(wrong).isEmpty();
        System.out.printf("realistic chains: %d read, %d with a conclusion%n", chains.size(), concluded);
        // every chain of the set names its guess; a few end on a line that cites its evidence
        // ("Bangladesh, probably the Sylhet division because of the tea"), which stays evidence
        assertThat(concluded).isGreaterThanOrEqualTo(chains.size() * 95 / 100);
    }
}
