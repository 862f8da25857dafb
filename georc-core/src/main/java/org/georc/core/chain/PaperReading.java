package org.georc.core.chain;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {@code paper} reading: chains read exactly as the GeoRC authors' public scorer reads them
 * (its {@code parse_reasoning_chains} and {@code _extract_points}), with Python's own notions of
 * whitespace, line boundaries and string length.
 *
 * <ul>
 *   <li><b>Reference file.</b> Line breaks {@code \r\n} and {@code \r} become {@code \n} (Python's
 *       {@code open(path, 'r')}). The text is split on the regex {@code \bRound \d+\b} wherever it
 *       stands (case-sensitive, Unicode digits); a leading empty part is dropped; the i-th
 *       remaining part is round i. In a part, line by line (split at {@code \n}): a line whose
 *       stripped, lower-cased text contains {@code reasoning} is skipped; the first line whose
 *       text contains {@code conclusion} ends the part; every other line is kept stripped. The
 *       round's text is the kept lines joined by {@code \n}.</li>
 *   <li><b>Candidate.</b> The whole text is graded, its conclusion included.</li>
 *   <li><b>Points, both sides.</b> The non-empty stripped lines (Python {@code splitlines}
 *       boundaries), each cleaned of one leading {@code ^(\d+\.|\*|-)\s*} and stripped again,
 *       kept when longer than 5 code points.</li>
 * </ul>
 * The scorer gives 0/0/0 without asking its judge when either side has no point
 * ({@link org.georc.core.scoring.ChainScorer} does the same in {@link ConclusionMode#PAPER}).
 */
public final class PaperReading {
    /** Points of this many code points or fewer are dropped. */
    public static final int MIN_LENGTH = 5;
    private static final Pattern ROUND = Pattern.compile("\\bRound \\d+\\b", Pattern.UNICODE_CHARACTER_CLASS);
    private static final String PY_SPACE = "\\t\\n\\x0B\\f\\r\\x1C-\\x1F \\x{85}\\x{A0}\\x{1680}\\x{2000}-\\x{200A}"
            + "\\x{2028}\\x{2029}\\x{202F}\\x{205F}\\x{3000}";
    private static final Pattern BULLET = Pattern.compile("^(?:\\p{Nd}+\\.|\\*|-)[" + PY_SPACE + "]*");

    private PaperReading() {
    }

    /**
     * One round of a reference file as the authors split it.
     *
     * @param round the round number: the part's position, from 1 (not the number in its header)
     * @param line  the 1-based line of the file where the part starts
     * @param text  the part's raw text (after line-break translation)
     */
    public record Part(int round, int line, String text) {
    }

    /**
     * Splits a reference file into rounds the authors' way.
     *
     * @param fileText the file's text
     * @return the parts, in order; the i-th is round i
     */
    public static List<Part> rounds(String fileText) {
        String text = universalNewlines(fileText);
        List<Part> parts = new ArrayList<>();
        Matcher m = ROUND.matcher(text);
        int start = 0;
        int line = 1;
        List<int[]> spans = new ArrayList<>();
        while (m.find()) {
            spans.add(new int[] {start, m.start()});
            start = m.end();
        }
        spans.add(new int[] {start, text.length()});
        int from = 0;
        for (int i = 0; i < spans.size(); i++) {
            int[] s = spans.get(i);
            line += count(text, from, s[0]);
            from = s[0];
            String part = text.substring(s[0], s[1]);
            if (i == 0 && part.isEmpty()) {
                continue;
            }
            parts.add(new Part(parts.size() + 1, line, part));
        }
        return List.copyOf(parts);
    }

    /**
     * The text of one round as the authors keep it.
     *
     * @param part a part of {@link #rounds}
     * @return the kept lines joined by {@code \n}
     */
    public static String roundText(String part) {
        return keep(universalNewlines(part)).kept;
    }

    /**
     * A reference chain read the authors' way. A text with several rounds is read as its first
     * round (the JSONL form holds one round per line).
     *
     * @param text the reference text
     * @return its points as statements; the lines from the first one containing "conclusion" on,
     *         which the authors discard, as its (never graded) conclusion; the first of those
     *         lines without its "Conclusion:" label, which the conclusion's name says already
     */
    public static ReasoningChain reference(String text) {
        List<Part> parts = rounds(text);
        if (parts.isEmpty()) {
            return ReasoningChain.empty();
        }
        Kept k = keep(parts.get(0).text());
        return new ReasoningChain(points(k.kept), conclusion(points(k.rest)));
    }

    /** "Conclusion: Austria" is the conclusion "Austria" (shown once as "Conclusion: Austria", not twice). */
    private static final java.util.regex.Pattern CONCLUSION_LABEL =
            java.util.regex.Pattern.compile("(?iu)^(?:final\\s+)?conclusions?\\s*[:.\\-–—]+\\s*");

    private static List<String> conclusion(List<String> points) {
        if (points.isEmpty()) {
            return points;
        }
        List<String> out = new ArrayList<>(points);
        String first = CONCLUSION_LABEL.matcher(out.get(0)).replaceFirst("");
        if (first.isBlank()) {
            out.remove(0);
        } else {
            out.set(0, first);
        }
        return out;
    }

    /**
     * A candidate chain read the authors' way: every point of the whole text is graded.
     *
     * @param text the candidate text
     * @return its points as statements, no conclusion
     */
    public static ReasoningChain candidate(String text) {
        return new ReasoningChain(points(text), List.of());
    }

    /**
     * The authors' {@code _extract_points}.
     *
     * @param text chain text
     * @return the points, in order
     */
    public static List<String> points(String text) {
        List<String> out = new ArrayList<>();
        for (String raw : splitlines(text)) {
            String line = strip(raw);
            if (line.isEmpty()) {
                continue;
            }
            String p = strip(BULLET.matcher(line).replaceFirst(""));
            if (p.codePointCount(0, p.length()) > MIN_LENGTH) {
                out.add(p);
            }
        }
        return List.copyOf(out);
    }

    private record Kept(String kept, String rest) {
    }

    private static Kept keep(String part) {
        List<String> kept = new ArrayList<>();
        String[] lines = part.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String s = strip(lines[i]);
            String lower = s.toLowerCase(Locale.ROOT);
            if (lower.contains("reasoning")) {
                continue;
            }
            if (lower.contains("conclusion")) {
                return new Kept(String.join("\n", kept), String.join("\n", List.of(lines).subList(i, lines.length)));
            }
            kept.add(s);
        }
        return new Kept(String.join("\n", kept), "");
    }

    /** @return the text with {@code \r\n} and lone {@code \r} turned into {@code \n}, as Python's text-mode open does */
    public static String universalNewlines(String text) {
        return text.indexOf('\r') < 0 ? text : text.replace("\r\n", "\n").replace('\r', '\n');
    }

    /**
     * @param c a character
     * @return whether Python's {@code str.isspace()} holds for it (no-break space included)
     */
    public static boolean isPythonSpace(char c) {
        return (c >= 0x09 && c <= 0x0D) || (c >= 0x1C && c <= 0x20) || c == 0x85 || c == 0xA0 || c == 0x1680
                || (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 || c == 0x202F || c == 0x205F
                || c == 0x3000;
    }

    /**
     * @param s text
     * @return Python's {@code s.strip()}
     */
    public static String strip(String s) {
        int a = 0;
        int b = s.length();
        while (a < b && isPythonSpace(s.charAt(a))) {
            a++;
        }
        while (b > a && isPythonSpace(s.charAt(b - 1))) {
            b--;
        }
        return s.substring(a, b);
    }

    /**
     * @param c a character
     * @return whether Python's {@code str.splitlines()} ends a line at it
     */
    public static boolean isPythonLineBreak(char c) {
        return c == '\n' || c == '\r' || c == 0x0B || c == 0x0C || c == 0x1C || c == 0x1D || c == 0x1E
                || c == 0x85 || c == 0x2028 || c == 0x2029;
    }

    /**
     * @param text text
     * @return Python's {@code text.splitlines()}: no empty last line after a final break
     */
    public static List<String> splitlines(String text) {
        List<String> out = new ArrayList<>();
        int start = 0;
        int n = text.length();
        int i = 0;
        while (i < n) {
            char c = text.charAt(i);
            if (isPythonLineBreak(c)) {
                out.add(text.substring(start, i));
                i += c == '\r' && i + 1 < n && text.charAt(i + 1) == '\n' ? 2 : 1;
                start = i;
            } else {
                i++;
            }
        }
        if (start < n) {
            out.add(text.substring(start));
        }
        return out;
    }

    private static int count(String text, int from, int to) {
        int n = 0;
        for (int i = from; i < to; i++) {
            if (text.charAt(i) == '\n') {
                n++;
            }
        }
        return n;
    }
}
