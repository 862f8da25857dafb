package org.georc.examples;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.georc.core.ConfigurationException;
import org.georc.core.InvalidInputException;
import org.georc.core.chain.ReasoningChain;
import org.georc.judges.encoder.OnnxSentenceEncoder;
import org.georc.judges.flags.ErrorFlag;
import org.georc.judges.flags.ErrorFlagger;
import org.georc.judges.flags.FlaggedStatement;

/**
 * Precision and recall of the error flagger's filler check (axiomatic irrelevance) on labelled
 * statements ({@code examples/data/eval/realistic/filler.jsonl}: {@code text}, {@code filler},
 * {@code split}): each statement is flagged on its own, with the embedded encoder, as {@code
 * georc score --flags} flags a candidate statement. Prints one table per split and, for the
 * splits named by {@code --list}, every statement the check gets wrong; {@code --splits} reads
 * only the named splits (tuning reads {@code dev}).
 *
 * <pre>java -cp georc-bench/target/georc.jar:examples/target/classes \
 *     org.georc.examples.FillerFlagEvaluation examples/data/eval/realistic/filler.jsonl --list dev</pre>
 */
public final class FillerFlagEvaluation {
    private FillerFlagEvaluation() {
    }

    /** A labelled statement. */
    record Labelled(String text, boolean filler, String split, String source) {
    }

    /**
     * @param args the labelled file, then optionally {@code --list SPLIT,SPLIT}
     * @throws IOException when the file cannot be read
     */
    public static void main(String[] args) throws IOException {
        Path file = Path.of("examples/data/eval/realistic/filler.jsonl");
        List<String> list = List.of();
        List<String> splits = null;
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--splits") && i + 1 < args.length) {
                splits = List.of(args[++i].split(","));
            } else if (args[i].equals("--list") && i + 1 < args.length) {
                list = List.of(args[++i].split(","));
            } else if (args[i].startsWith("--")) {
                throw new ConfigurationException("unknown option " + args[i] + " (known: --splits SPLITS, --list SPLITS)");
            } else {
                file = Path.of(args[i]);
            }
        }
        List<String> only = splits;
        List<Labelled> rows = read(file).stream().filter(r -> only == null || only.contains(r.split())).toList();
        StringBuilder out = new StringBuilder("# Filler check on labelled statements\n\n`"
                + file + "`: each statement flagged alone by `ErrorFlagger` with the embedded encoder; "
                + "a statement counts as flagged filler when it gets `AXIOMATIC_IRRELEVANCE`. Produced by "
                + "`org.georc.examples.FillerFlagEvaluation`.\n\n"
                + "| split | statements | filler | flagged | true positives | precision | recall |\n"
                + "|---|--:|--:|--:|--:|--:|--:|\n");
        Map<String, List<String>> wrong = new LinkedHashMap<>();
        try (OnnxSentenceEncoder encoder = OnnxSentenceEncoder.builder().build()) {
            ErrorFlagger flagger = new ErrorFlagger(encoder);
            ReasoningChain reference = ReasoningChain.of("A reference statement.");
            Map<String, int[]> counts = new LinkedHashMap<>();
            for (Labelled r : rows) {
                List<FlaggedStatement> flags = flagger.flag(ReasoningChain.of(r.text()), reference, null);
                String reason = null;
                for (FlaggedStatement f : flags) {
                    if (f.flag() == ErrorFlag.AXIOMATIC_IRRELEVANCE) {
                        reason = f.reason();
                    }
                }
                boolean flagged = reason != null;
                int[] c = counts.computeIfAbsent(r.split(), k -> new int[4]);
                c[0]++;
                c[1] += r.filler() ? 1 : 0;
                c[2] += flagged ? 1 : 0;
                c[3] += flagged && r.filler() ? 1 : 0;
                if (flagged != r.filler()) {
                    wrong.computeIfAbsent(r.split(), k -> new ArrayList<>()).add((flagged
                            ? "flagged, not filler: \"" + r.text() + "\" (" + reason + ")"
                            : "filler, not flagged: \"" + r.text() + "\"") + " [" + r.source() + "]");
                }
            }
            counts.forEach((split, c) -> out.append(String.format(Locale.ROOT, "| %s | %d | %d | %d | %d | %s | %s |%n",
                    split, c[0], c[1], c[2], c[3], ratio(c[3], c[2]), ratio(c[3], c[1]))));
        }
        for (String split : list) {
            out.append("\n## Wrong on the ").append(split).append(" rows\n\n");
            for (String w : wrong.getOrDefault(split, List.of())) {
                out.append("- ").append(w).append('\n');
            }
        }
        System.out.print(out);
    }

    private static String ratio(int a, int b) {
        return b == 0 ? "n/a" : String.format(Locale.ROOT, "%.3f", (double) a / b);
    }

    static List<Labelled> read(Path file) throws IOException {
        ObjectMapper json = new ObjectMapper();
        List<Labelled> out = new ArrayList<>();
        int no = 0;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            no++;
            if (line.isBlank()) {
                continue;
            }
            JsonNode n;
            try {
                n = json.readTree(line);
            } catch (IOException e) {
                throw new InvalidInputException(file + ":" + no + ": not JSON: " + e.getMessage());
            }
            if (!n.hasNonNull("text") || !n.hasNonNull("filler") || !n.hasNonNull("split")) {
                throw new InvalidInputException(file + ":" + no + ": needs \"text\", \"filler\" and \"split\"");
            }
            out.add(new Labelled(n.get("text").asText(), n.get("filler").asBoolean(), n.get("split").asText(),
                    n.path("source").asText("")));
        }
        return out;
    }
}
