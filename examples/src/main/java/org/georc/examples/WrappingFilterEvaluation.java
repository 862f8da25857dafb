package org.georc.examples;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.georc.core.ConfigurationException;
import org.georc.judges.embedding.LexiconFile;
import org.georc.judges.embedding.RuleBasedClauseExtractor;
import org.georc.judges.embedding.ClauseReader;
import org.georc.judges.embedding.WrappingFilter;
import org.georc.judges.encoder.OnnxSentenceEncoder;

/**
 * What the embedding judge's wrapping filter leaves ungraded, on labelled statements
 * ({@code examples/data/eval/realistic/filler.jsonl}): each statement is read into clauses by the
 * judge's extractor and every clause is tested as {@code georc score} tests it. A filler statement
 * counts as caught when none of its clauses is graded; a real clue counts as harmed when any of its
 * clauses is dropped. {@code --examples FILE} replaces the built-in examples (to measure a split
 * the examples were not built from: {@code wrapping_examples.py --leave-out SPLIT}); {@code --min}
 * and {@code --margin} as the judge options {@code wrapping-min} and {@code wrapping-margin};
 * {@code --list SPLITS} prints every statement the filter gets wrong.
 *
 * <pre>java -cp georc-bench/target/georc.jar:examples/target/classes \
 *     org.georc.examples.WrappingFilterEvaluation examples/data/eval/realistic/filler.jsonl</pre>
 */
public final class WrappingFilterEvaluation {
    private WrappingFilterEvaluation() {
    }

    /**
     * @param args the labelled file, then options
     * @throws IOException when a file cannot be read
     */
    public static void main(String[] args) throws IOException {
        Path file = Path.of("examples/data/eval/realistic/filler.jsonl");
        LexiconFile examples = WrappingFilter.builtInExamples();
        double min = WrappingFilter.DEFAULT_MIN;
        double margin = WrappingFilter.DEFAULT_MARGIN;
        List<String> splits = null;
        List<String> list = List.of();
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            boolean hasValue = i + 1 < args.length;
            if (a.equals("--examples") && hasValue) {
                examples = LexiconFile.read(Path.of(args[++i]), "wrapping examples");
            } else if (a.equals("--min") && hasValue) {
                min = Double.parseDouble(args[++i]);
            } else if (a.equals("--margin") && hasValue) {
                margin = Double.parseDouble(args[++i]);
            } else if (a.equals("--splits") && hasValue) {
                splits = List.of(args[++i].split(","));
            } else if (a.equals("--list") && hasValue) {
                list = List.of(args[++i].split(","));
            } else if (a.startsWith("--")) {
                throw new ConfigurationException("unknown option " + a
                        + " (known: --examples FILE, --min X, --margin X, --splits SPLITS, --list SPLITS)");
            } else {
                file = Path.of(a);
            }
        }
        List<String> only = splits;
        List<FillerFlagEvaluation.Labelled> rows = FillerFlagEvaluation.read(file).stream()
                .filter(r -> only == null || only.contains(r.split())).toList();
        RuleBasedClauseExtractor extractor = new RuleBasedClauseExtractor();
        // as the embedding judge builds it: clauses that state a scene value are spared
        WrappingFilter filter = WrappingFilter.of(examples, extractor, min, margin, ClauseReader.defaults());
        StringBuilder out = new StringBuilder("# Wrapping filter on labelled statements\n\n`" + file
                + "`, examples `" + examples.source() + "`, " + filter.describe()
                + ". A filler statement is caught when none of its clauses is graded; a real clue is harmed"
                + " when any of its clauses is dropped. Produced by `org.georc.examples.WrappingFilterEvaluation`.\n\n"
                + "| split | filler | caught | recall | real clues | harmed | clues kept whole |\n"
                + "|---|--:|--:|--:|--:|--:|--:|\n");
        Map<String, int[]> counts = new LinkedHashMap<>();
        Map<String, List<String>> wrong = new LinkedHashMap<>();
        try (OnnxSentenceEncoder encoder = OnnxSentenceEncoder.builder().build()) {
            for (FillerFlagEvaluation.Labelled r : rows) {
                List<String> clauses = extractor.clauses(r.text());
                boolean[] drop = clauses.isEmpty() ? new boolean[0]
                        : filter.wrapping(clauses, encoder.encode(clauses), clauses.size(), encoder);
                int dropped = 0;
                List<String> shown = new ArrayList<>();
                for (int i = 0; i < drop.length; i++) {
                    dropped += drop[i] ? 1 : 0;
                    shown.add((drop[i] ? "~~" : "") + clauses.get(i) + (drop[i] ? "~~" : ""));
                }
                int[] c = counts.computeIfAbsent(r.split(), k -> new int[4]);
                boolean ok;
                if (r.filler()) {
                    c[0]++;
                    ok = dropped == clauses.size();
                    c[1] += ok ? 1 : 0;
                } else {
                    c[2]++;
                    ok = dropped == 0;
                    c[3] += ok ? 0 : 1;
                }
                if (!ok && list.contains(r.split())) {
                    wrong.computeIfAbsent(r.split(), k -> new ArrayList<>()).add("- " + (r.filler() ? "filler kept" : "clue harmed")
                            + ": " + r.text() + " → " + String.join(" | ", shown));
                }
            }
        }
        counts.forEach((split, c) -> out.append(String.format(Locale.ROOT, "| %s | %d | %d | %.3f | %d | %d | %.3f |%n",
                split, c[0], c[1], c[0] == 0 ? 0.0 : (double) c[1] / c[0], c[2], c[3],
                c[2] == 0 ? 1.0 : 1.0 - (double) c[3] / c[2])));
        wrong.forEach((split, lines) -> out.append("\n## ").append(split).append(": wrong\n\n")
                .append(String.join("\n", lines)).append('\n'));
        System.out.print(out);
    }
}
