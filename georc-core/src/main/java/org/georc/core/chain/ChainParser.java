package org.georc.core.chain;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.georc.core.InvalidInputException;

/**
 * Turns chain text into a {@link ReasoningChain}.
 *
 * <p>Rules (docs/DESIGN.md section 3):
 * <ul>
 *   <li>one statement per line; {@code \n}, {@code \r\n} and {@code \r} all end a line;</li>
 *   <li>leading bullets and numbering are stripped: {@code -}, {@code *}, {@code •},
 *       {@code 1.}, {@code 1)}, {@code (1)}, and Markdown emphasis around a whole line;</li>
 *   <li>header lines are dropped: "Reasoning", "Reasoning:", "Reasoning chain", "Evidence",
 *       "Reasoning steps" (case-insensitive, optionally as Markdown headings);</li>
 *   <li>a line starting with "Conclusion" is a conclusion: "Conclusion: X" makes X a
 *       conclusion statement; a bare "Conclusion:" header makes every later line one;</li>
 *   <li>evidence statements of {@value #DEFAULT_MIN_LENGTH} characters or fewer are dropped
 *       as fragments; conclusion lines are kept whatever their length ("Peru" is an answer);</li>
 *   <li>{@link #parseRounds} splits an expert file on "Round N" header lines.</li>
 * </ul>
 * Instances are immutable and thread-safe.
 */
public final class ChainParser {
    /** Statements of this many characters or fewer are fragments. */
    public static final int DEFAULT_MIN_LENGTH = 5;
    /** The parser with the default rules. */
    public static final ChainParser DEFAULT = new ChainParser(DEFAULT_MIN_LENGTH);

    private static final Pattern LINE_BREAK = Pattern.compile("\\r\\n|\\r|\\n");
    /** Characters that mark a bullet. */
    private static final String BULLET_CHARS = "-*•·‣▪◦–—+>";
    /** Markup and bullets can nest ("**- x**"); a few passes undo any real nesting, and bound the work. */
    private static final int MAX_MARKUP_PASSES = 8;
    private static final Pattern HEADING_MARKS = Pattern.compile("^#+\\s*");
    private static final Pattern HEADER = Pattern.compile(
            "(?i)(?:reasoning(?: chain| steps| process)?|evidence|analysis|step[- ]by[- ]step reasoning)\\s*:?");
    private static final Pattern CONCLUSION = Pattern.compile("(?i)^(?:final\\s+)?conclusion\\b\\s*[:.\\-–—]?\\s*(.*)$");
    private static final Pattern ROUND = Pattern.compile("(?i)^round\\s*(\\d+)\\s*:?$");

    private final int minLength;

    /**
     * @param minLength statements of this many characters or fewer are dropped
     */
    public ChainParser(int minLength) {
        if (minLength < 0) {
            throw new IllegalArgumentException("minLength must be >= 0, got " + minLength);
        }
        this.minLength = minLength;
    }

    /**
     * Parses one chain.
     *
     * @param text chain text; null is rejected, an empty text gives an empty chain
     * @return the chain
     * @throws InvalidInputException if the text is null
     */
    public ReasoningChain parse(String text) {
        if (text == null) {
            throw new InvalidInputException("chain text must not be null");
        }
        List<String> statements = new ArrayList<>();
        List<String> conclusion = new ArrayList<>();
        boolean inConclusion = false;
        for (String raw : LINE_BREAK.split(text, -1)) {
            String line = clean(raw);
            if (line.isEmpty() || isHeader(line)) {
                continue;
            }
            Matcher c = CONCLUSION.matcher(line);
            if (c.matches()) {
                inConclusion = true;
                String rest = clean(c.group(1));
                if (!rest.isEmpty()) {
                    conclusion.add(rest);
                }
                continue;
            }
            if (inConclusion) {
                conclusion.add(line);
            } else if (keep(line)) {
                statements.add(line);
            }
        }
        return new ReasoningChain(statements, conclusion);
    }

    /**
     * Parses an expert file with "Round N" sections into one chain per round, keyed by round
     * number in file order. Text before the first round header (if any) is round 1 when the
     * file has no headers at all, and an error otherwise.
     *
     * @param text the file's text
     * @return chains by round number
     * @throws InvalidInputException on a repeated round number or statements before the first header
     */
    public Map<Integer, ReasoningChain> parseRounds(String text) {
        if (text == null) {
            throw new InvalidInputException("expert text must not be null");
        }
        Map<Integer, StringBuilder> sections = new LinkedHashMap<>();
        StringBuilder preamble = new StringBuilder();
        StringBuilder current = null;
        int lineNo = 0;
        for (String raw : LINE_BREAK.split(text, -1)) {
            lineNo++;
            Matcher m = ROUND.matcher(stripMarkup(raw.strip()));
            if (m.matches()) {
                int round = Integer.parseInt(m.group(1));
                if (sections.containsKey(round)) {
                    throw new InvalidInputException(null, lineNo, null, "round " + round + " appears twice", null);
                }
                current = new StringBuilder();
                sections.put(round, current);
                continue;
            }
            (current == null ? preamble : current).append(raw).append('\n');
        }
        Map<Integer, ReasoningChain> rounds = new LinkedHashMap<>();
        if (sections.isEmpty()) {
            rounds.put(1, parse(preamble.toString()));
            return rounds;
        }
        if (!parse(preamble.toString()).isEmpty()) {
            throw new InvalidInputException("statements appear before the first \"Round N\" header");
        }
        sections.forEach((round, body) -> rounds.put(round, parse(body.toString())));
        return rounds;
    }

    private boolean keep(String statement) {
        return statement.length() > minLength;
    }

    private static boolean isHeader(String line) {
        return HEADER.matcher(line).matches();
    }

    /** Strips whitespace, heading marks, bullets/numbering and whole-line emphasis. */
    private static String clean(String raw) {
        String s = stripMarkup(raw.strip());
        for (int pass = 0; pass < MAX_MARKUP_PASSES; pass++) {
            String before = s;
            s = stripBullets(s);
            s = stripMarkup(s);
            if (s.equals(before)) {
                break;
            }
        }
        return s;
    }

    /**
     * Strips a leading run of bullets and numbering marks ("- ", "1. ", "2) ", "(3) ", "a) ") in
     * one linear pass (a regex repetition would recurse once per mark on a long run).
     */
    static String stripBullets(String s) {
        int i = 0;
        int n = s.length();
        while (true) {
            while (i < n && Character.isWhitespace(s.charAt(i))) {
                i++;
            }
            if (i >= n) {
                break;
            }
            if (BULLET_CHARS.indexOf(s.charAt(i)) >= 0) {
                while (i < n && BULLET_CHARS.indexOf(s.charAt(i)) >= 0) {
                    i++;
                }
                continue;
            }
            int j = i < n && s.charAt(i) == '(' ? i + 1 : i;
            int digits = 0;
            while (j + digits < n && digits <= 3 && Character.isDigit(s.charAt(j + digits)) && s.charAt(j + digits) < 128) {
                digits++;
            }
            if (digits >= 1 && digits <= 3 && j + digits < n && (s.charAt(j + digits) == '.' || s.charAt(j + digits) == ')')
                    && (j + digits + 1 >= n || !Character.isDigit(s.charAt(j + digits + 1)))) { // "1.5 m" is not a bullet
                i = j + digits + 1;
                continue;
            }
            if (j + 2 < n && isAsciiLetter(s.charAt(j)) && (s.charAt(j + 1) == '.' || s.charAt(j + 1) == ')')
                    && Character.isWhitespace(s.charAt(j + 2))) {
                i = j + 2;
                continue;
            }
            break;
        }
        return s.substring(i).strip();
    }

    private static boolean isAsciiLetter(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    private static String stripMarkup(String s) {
        String out = HEADING_MARKS.matcher(s).replaceFirst("");
        // **Reasoning:** or __Conclusion__ -> drop emphasis markers but keep inner text
        out = out.replaceAll("^(\\*\\*|__)(.*?)(\\*\\*|__)(:?)", "$2$4");
        return out.strip();
    }

    @Override
    public String toString() {
        return "ChainParser[minLength=" + minLength + "]";
    }
}
