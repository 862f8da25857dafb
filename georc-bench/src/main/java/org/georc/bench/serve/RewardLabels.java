package org.georc.bench.serve;

import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import org.georc.core.InvalidInputException;
import org.georc.core.chain.ChainParser;
import org.georc.core.chain.ReasoningChain;
import org.georc.core.records.ReferenceRecord;
import org.georc.metrics.EditDistance;

/**
 * Reads the labels of OpenRLHF's {@code /get_reward}: each is the id of a loaded reference or the
 * reference chain itself, as {@link ScoreService.Labels} says. A label that is neither is that
 * pair's failure with the reason ("did you mean" an id when one is close), never a reward taken
 * from the wrong text: a misspelt id read as a chain would score about 0 and train the policy on
 * noise. Each distinct refused label is logged once. Thread-safe.
 */
final class RewardLabels {
    /** A label without whitespace (an id, or a single word): never a reasoning chain. */
    private static final Pattern ONE_TOKEN = Pattern.compile("\\S+");
    /** Distinct refused labels logged before the log says it stops naming them. */
    private static final int MOST_LOGGED = 1000;

    /**
     * A label read: the reference it names or holds, or why it cannot be scored.
     *
     * @param record the reference record, when the label is an id
     * @param chain  the reference chain, or null on a failure
     * @param error  why the pair fails, or null
     */
    record Read(ReferenceRecord record, ReasoningChain chain, String error) {
    }

    private final Map<String, ReferenceRecord> references;
    private final ScoreService.Labels mode;
    private final ChainParser parser;
    private final Consumer<String> log;
    private final Set<String> logged = ConcurrentHashMap.newKeySet();
    private final AtomicLong refused = new AtomicLong();

    RewardLabels(Map<String, ReferenceRecord> references, ScoreService.Labels mode, ChainParser parser,
                 Consumer<String> log) {
        this.references = references;
        this.mode = mode;
        this.parser = parser;
        this.log = log;
    }

    /** @return labels refused so far (each pair counts) */
    long refused() {
        return refused.get();
    }

    /** @return how labels are read */
    ScoreService.Labels mode() {
        return mode;
    }

    /**
     * @param label the label as sent
     * @param where its place in the request ({@code labels[3]})
     * @param maxChars the longest chain accepted
     * @return the reference, or the reason the pair fails
     */
    Read read(String label, String where, int maxChars) {
        ReferenceRecord record = mode == ScoreService.Labels.TEXTS ? null : references.get(label);
        if (record != null) {
            return new Read(record, record.chain(), null);
        }
        boolean oneToken = label.length() <= 200 && ONE_TOKEN.matcher(label).matches();
        if (mode == ScoreService.Labels.IDS || (mode == ScoreService.Labels.AUTO && oneToken)) {
            return refuse(label, where + ": " + unknownId(label));
        }
        if (oneToken || label.isBlank()) {
            return refuse(label, where + ": " + (label.isBlank() ? "is empty" : quote(label) + " is one word, not a "
                    + "reference chain") + " (the server reads every label as the chain: --labels texts)");
        }
        if (label.length() > maxChars) {
            return refuse(label, where + ": is " + label.length() + " characters long, over the limit of " + maxChars
                    + " (--max-chain-chars)");
        }
        ReasoningChain chain;
        try {
            chain = parser.parse(label);
        } catch (InvalidInputException e) {
            return refuse(label, where + ": " + e.getMessage());
        }
        if (chain.statements().isEmpty()) {
            return refuse(label, where + ": is neither the id of a loaded reference nor a reference chain with "
                    + "evidence statements");
        }
        return new Read(null, chain, null);
    }

    private String unknownId(String label) {
        if (references.isEmpty()) {
            return quote(label) + " is not a reference id: the server loaded no references (start it with "
                    + "--references)";
        }
        return "no loaded reference has the id " + quote(label) + didYouMean(label, references.keySet());
    }

    private Read refuse(String label, String error) {
        refused.incrementAndGet();
        if (logged.size() < MOST_LOGGED && logged.add(label)) {
            log.accept("georc serve: /get_reward: " + printable(error) + "; its pairs fail"
                    + (logged.size() == MOST_LOGGED ? " (the first " + MOST_LOGGED + " such labels are logged, no more)"
                    : " (logged once per label)"));
        }
        return new Read(null, null, error);
    }

    /**
     * @param given an unknown id
     * @param known the ids
     * @return {@code " (did you mean \"x\"?)"} for the closest id within a few edits (letter case
     *         aside), else ""
     */
    static String didYouMean(String given, Iterable<String> known) {
        String g = given.toLowerCase(Locale.ROOT);
        if (g.length() > 200) {
            return "";
        }
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String k : known) {
            int allowed = Math.max(2, Math.min(g.length(), k.length()) / 3);
            if (Math.abs(k.length() - g.length()) > allowed) {
                continue;
            }
            int d = EditDistance.levenshtein(g, k.toLowerCase(Locale.ROOT));
            if (d <= allowed && (d < bestDistance || (d == bestDistance && k.compareTo(best) < 0))) {
                best = k;
                bestDistance = d;
            }
        }
        return best == null ? "" : " (did you mean " + quote(best) + "?)";
    }

    private static String quote(String s) {
        return "\"" + (s.length() > 80 ? s.substring(0, 80) + "..." : s) + "\"";
    }

    /** A line safe for a terminal or a log: control characters written as {@code \\uXXXX}. */
    private static String printable(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isISOControl(c) || Character.getType(c) == Character.FORMAT) {
                b.append(String.format("\\u%04x", (int) c));
            } else {
                b.append(c);
            }
        }
        return b.toString();
    }
}
