package org.georc.bench.cli;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The library names its settings as a Java caller sets them ({@code maxFailures}, {@code threads});
 * the command line says the option instead ({@code --max-failures}, {@code --threads}). Messages
 * from the library pass through here on their way to stderr. A setting whose name is an everyday
 * word ({@code threads}, {@code output}) is renamed only where it names a setting: at the start of
 * the message or of a clause, and before "must", "is required" and the like.
 */
final class CliWords {
    /** Java setting name to command-line option, for the settings the library's messages name. */
    private static final Map<String, String> FLAGS = new LinkedHashMap<>();

    static {
        String[][] pairs = {
            {"maxFailures", "--max-failures"}, {"retryFailed", "--retry-failed"}, {"maxChainChars", "--max-chain-chars"},
            {"maxStatementPairs", "--max-statement-pairs"}, {"maxRowBytes", "--max-row-bytes"},
            {"pairTimeout", "--pair-timeout"}, {"skipUnknownIds", "--skip-unknown-ids"},
            {"allReferences", "--all-references"}, {"referenceExpert", "--reference-expert"},
            {"fallbackExperts", "--fallback-expert"}, {"candidatePattern", "--candidate-pattern"},
            {"ignoreUnknownFiles", "--ignore-unknown-files"}, {"countryByLlm", "--country-by-llm"},
            {"maxImageBytes", "--max-image-bytes"}, {"imageRoots", "--image-root"}, {"callers", "--threads"},
            {"threads", "--threads"}, {"batch", "--batch"}, {"references", "--references"},
            {"candidates", "--candidates"}, {"output", "--output"}, {"prompts", "--prompts"},
        };
        for (String[] p : pairs) {
            FLAGS.put(p[0], p[1]);
        }
    }

    private static final Pattern CAMEL = Pattern.compile("\\b([a-z]+[A-Z][A-Za-z]*)\\b");
    private static final Pattern PLAIN = Pattern.compile(
            "(^|[(;:] ?|, )(threads|batch|references|candidates|output|prompts|callers)\\b(?= (?:must|is required|is|needs|holds|and|or|,))");

    private CliWords() {
    }

    /**
     * @param message a library message
     * @return the message with the settings it names written as options
     */
    static String flags(String message) {
        if (message == null) {
            return null;
        }
        Matcher m = CAMEL.matcher(message);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            String flag = FLAGS.get(m.group(1));
            m.appendReplacement(sb, Matcher.quoteReplacement(flag == null ? m.group(1) : flag));
        }
        m.appendTail(sb);
        Matcher p = PLAIN.matcher(sb.toString());
        StringBuilder out = new StringBuilder();
        while (p.find()) {
            p.appendReplacement(out, Matcher.quoteReplacement(p.group(1) + FLAGS.get(p.group(2))));
        }
        p.appendTail(out);
        return out.toString();
    }
}
