package org.georc.core.chain;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The default reading of real model and expert output (README "How chains are read"): one
 * statement per line; openers, header-only lines, rules and bare labels carry no evidence; a
 * leading category label is kept as the statement's label and not graded; conclusions are
 * recognised in the forms models write; only a bare conclusion header opens a conclusion
 * section, which ends at the first line that cites evidence or at the next header. Every
 * non-blank line that yields no statement is recorded with its reason. Word lists and
 * patterns come from {@link ReadingRules}.
 */
final class DefaultReading {
    /** The version of this reading's code, recorded with the rules' hash ({@link ChainParser#defaultReadingVersion}). */
    static final String VERSION = "default-2";
    static final String OPENER = "opener";
    static final String HEADER = "header";
    static final String CONCLUSION_HEADER = "conclusion header";
    static final String RULE = "rule";
    static final String BARE_LABEL = "bare label";
    static final String FRAGMENT = "fragment";
    static final String ROUND_HEADER = "round header";
    static final String META = "meta";
    static final String HEDGE = "hedge";
    static final String SUMMARY = "summary";
    static final String META_LABEL = "meta label";
    static final String TABLE_HEADER = "table header";
    static final String TABLE_RULE = "table rule";

    private static final Pattern LINE_BREAK = Pattern.compile("\\r\\n|\\r|\\n");
    /** The marks a horizontal rule is drawn with ("---", "* * *", "═══" is not one). */
    private static final String RULE_MARKS = "-*_=~—–•·+";
    private static final Pattern HEADING_MARKS = Pattern.compile("^#+\\s*");
    /** "**Label:** text", "**Label**: text", "**Label** – text". */
    private static final Pattern EMPHASIS_LABEL = Pattern.compile(
            "^(\\*\\*|__)\\s*([^*_]+?)\\s*(:)?\\s*(?:\\*\\*|__)\\s*([:\\-–—])?\\s*(.*)$");
    /** "_Label:_ text", "*Label*: text": a label in single emphasis. */
    private static final Pattern SINGLE_EMPHASIS_LABEL = Pattern.compile(
            "^([*_])(?![*_])\\s*([^*_]{1,40}?)\\s*(:)?\\s*\\1(?![*_])\\s*(:)?\\s+(\\S.*)$");
    /** A whole line in bold. */
    private static final Pattern BOLD_LINE = Pattern.compile("^(\\*\\*|__)([^*_]+)\\1$");
    /** "Label: text", the label a few words of letters. */
    private static final Pattern PLAIN_LABEL = Pattern.compile(
            "^(\\p{L}[\\p{L}\\p{M}\\p{Nd}'’&/() -]{0,40}?)(?:\\s*:|\\s[–—])(?:\\s+(.*)|\\s*)$");
    /** "Conclusion ...", "Final conclusion - X": a line that starts with the word. */
    private static final Pattern CONCLUSION_START = Pattern.compile("(?iu)^(?:final\\s+)?conclusions?\\b\\s*([:.\\-–—]\\s*)?(.*)$");
    /** Bold inside a line ("drive on the **right**"): the marks go, the words stay. */
    private static final Pattern INLINE_STARS = Pattern.compile("\\*\\*(?=\\S)([^*]{1,300}?)(?<=\\S)\\*\\*");
    private static final Pattern INLINE_UNDERSCORES = Pattern.compile("__(?=\\S)([^_]{1,300}?)(?<=\\S)__");
    /** Lines longer than this are evidence as they stand: no opener, header or label is that long. */
    private static final int MAX_DRESSED_LINE = 1000;
    private static final int MAX_LABEL_WORDS = 4;
    private static final int MAX_HEADER_WORDS = 10;
    private static final int MAX_LEAD_IN_WORDS = 12;
    private static final int MAX_SHORT_CONCLUSION_WORDS = 8;
    private static final int MAX_PLACE_WORDS = 6;
    private static final int MAX_CLOSING_PLACE_WORDS = 12;
    /** A last line of this many capitalised words or fewer, naming places only, is the guess. */
    private static final int MAX_BARE_PLACE_WORDS = 3;
    /** A lead-in of this many words before ": " is a sentence of its own. */
    private static final int MIN_LEAD_IN_WORDS = 6;
    /** "-> Japan", "=> Japan", "→ Japan": a line led by an arrow, after any bullet. */
    private static final Pattern ARROW_LEAD = Pattern.compile("^(?:[-*•]\\s+)?(?:-+>|=+>|→|⇒|⟶)\\s*\\S");
    /** Splits a sentence into words for the meta-word test; "inspect_detail" is one word, not two. */
    private static final Pattern META_NON_WORD = Pattern.compile("[^\\p{L}\\p{M}\\p{Nd}'’_]+");
    /** Splits a line into words for the place-only test. */
    private static final Pattern NON_WORD = Pattern.compile("[^\\p{L}\\p{M}\\p{Nd}'’]+");

    private DefaultReading() {
    }

    /** One line with its dress taken off. */
    private record Line(String written, boolean heading, String label, String rest, String text) {
        /** @return the line without markup, label included */
        String plain() {
            return label == null ? text : rest.isEmpty() ? label + ":" : label + ": " + rest;
        }
    }

    /**
     * A line of three or more rule marks and nothing but spaces between them. Checked by hand, not
     * by a regular expression: a group repeated per mark recurses once per character, and a long
     * line of dashes overflowed the stack.
     */
    static boolean isRule(String line) {
        int marks = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (RULE_MARKS.indexOf(c) >= 0) {
                marks++;
            } else if (" \t\n\u000B\f\r".indexOf(c) < 0 || marks == 0) {
                return false;
            }
        }
        return marks >= 3;
    }

    static ReasoningChain read(String text, int minLength, ReadingRules rules) {
        List<String> statements = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        List<String> conclusion = new ArrayList<>();
        List<ReasoningChain.Dropped> dropped = new ArrayList<>();
        boolean inSection = false;
        int bulleted = 0; // statements written as list items
        String lastWritten = null; // the line the last statement came from, with its dress
        String heading = ""; // the bare label ("**Signage:**") the statements below it carry
        String[] lines = LINE_BREAK.split(text, -1);
        int lastLine = lines.length - 1;
        while (lastLine > 0 && lines[lastLine].isBlank()) {
            lastLine--;
        }
        Table table = new Table();
        for (int index = 0; index < lines.length; index++) {
            int lineNo = index + 1;
            String written = lines[index].strip();
            if (written.isEmpty()) {
                continue;
            }
            if (written.length() <= MAX_DRESSED_LINE && Table.isRow(written)) {
                // "| Feature | Observation |", "|---|---|", "| Plates | Yellow at the back | strong |"
                List<String> cells = Table.cells(written);
                if (Table.isSeparator(cells)) {
                    dropped.add(new ReasoningChain.Dropped(lineNo, written, TABLE_RULE));
                    continue;
                }
                if (Table.separatorFollows(lines, index)) {
                    String unread = table.header(cells, rules);
                    dropped.add(new ReasoningChain.Dropped(lineNo, written, unread.isEmpty() ? TABLE_HEADER
                            : TABLE_HEADER + "; not graded: column " + unread));
                    continue;
                }
                String row = table.row(cells);
                if (row.isEmpty()) {
                    dropped.add(new ReasoningChain.Dropped(lineNo, written, FRAGMENT));
                    continue;
                }
                written = row; // read as "label: value"
            } else {
                table = new Table();
            }
            if (isRule(written)) {
                dropped.add(new ReasoningChain.Dropped(lineNo, written, RULE));
                continue;
            }
            if (written.length() > MAX_DRESSED_LINE) {
                String graded = ChainParser.clean(written);
                statements.add(graded.isEmpty() ? written : graded);
                labels.add("");
                continue;
            }
            Matcher round = ChainParser.roundHeader(written);
            if (round != null) { // "Round 1", "Round 2 - Norway" atop a reference
                String rest = round.group(2) == null ? "" : round.group(2).strip();
                if (rest.isEmpty() || Places.namesPlacesOnly(rest, rules)) {
                    dropped.add(new ReasoningChain.Dropped(lineNo, written, ROUND_HEADER));
                    continue;
                }
                written = rest; // "Round 3: Snow poles with red tops." carries a statement
            }
            Line l = undress(written, rules);
            if (l.text.isEmpty() && l.label == null) {
                dropped.add(new ReasoningChain.Dropped(lineNo, written, FRAGMENT));
                continue;
            }
            if (l.label != null && !l.rest.isEmpty() && rules.metaLabels.contains(key(l.label))) {
                // "Goal: ...", "Plan: ...", "_Context:_ ...": the label names no category of evidence
                dropped.add(new ReasoningChain.Dropped(lineNo, l.label + ":", META_LABEL));
                l = new Line(l.written, l.heading, null, "", l.rest);
            }
            String labelKey = l.label == null ? null : key(l.label);
            // conclusions named by their label: "Conclusion: X", "**Final answer:** X", a bare "Conclusion" header
            if (labelKey != null && rules.conclusionLabels.contains(labelKey)) {
                if (l.rest.isEmpty()) {
                    dropped.add(new ReasoningChain.Dropped(lineNo, written, CONCLUSION_HEADER));
                    inSection = true;
                    heading = "";
                } else {
                    conclusion.add(l.rest);
                }
                continue;
            }
            if (l.label == null && rules.conclusionLabels.contains(key(l.text))) {
                dropped.add(new ReasoningChain.Dropped(lineNo, written, CONCLUSION_HEADER));
                inSection = true;
                continue;
            }
            if (l.label == null) {
                Matcher c = CONCLUSION_START.matcher(l.text);
                if (c.matches()) {
                    String rest = c.group(1) != null ? ChainParser.clean(c.group(2)) : l.text;
                    if (rest.isEmpty()) {
                        dropped.add(new ReasoningChain.Dropped(lineNo, written, CONCLUSION_HEADER));
                        inSection = true;
                    } else {
                        conclusion.add(rest);
                    }
                    continue;
                }
            }
            // lines that carry no evidence (a line of several sentences is read sentence by sentence below)
            if ((rules.anyOpener.matcher(l.plain()).matches() || (l.label != null && rules.anyOpener.matcher(l.rest).matches()))
                    && sentences(l.plain(), rules).size() == 1) {
                dropped.add(new ReasoningChain.Dropped(lineNo, written, OPENER));
                continue;
            }
            String header = header(l, rules);
            if (header != null) {
                dropped.add(new ReasoningChain.Dropped(lineNo, written, header));
                inSection = false;
                heading = header.equals(BARE_LABEL) ? l.label
                        : l.heading && !rules.headers.contains(key(l.plain())) ? Places.withoutSymbols(l.plain().replaceAll(":$", "")) : "";
                continue;
            }
            String graded = l.label == null ? l.text : l.rest;
            // conclusions by their form: "Country: Japan"
            if (labelKey != null && rules.placeLabels.contains(labelKey) && words(l.rest) <= MAX_PLACE_WORDS
                    && !citesEvidence(l.rest, rules)) {
                conclusion.add(l.plain());
                continue;
            }
            if (inSection) {
                if (words(l.plain()) <= MAX_SHORT_CONCLUSION_WORDS && !citesEvidence(l.plain(), rules)) {
                    conclusion.add(l.plain());
                    continue;
                }
                inSection = false; // a line with evidence of its own ends the conclusion section
            }
            if (index == lastLine) { // the last line, whole: "Slovakia. Could be Czechia but the letters say SK"
                int listed = bulleted + (lastWritten != null && isBulleted(lastWritten) ? 1 : 0);
                if (closesWithPlace(graded, rules) || (conclusion.isEmpty() && !statements.isEmpty()
                        && isClosingPlaceLine(written, graded, listed, rules))) {
                    conclusion.add(graded);
                    continue;
                }
            }
            if (graded.length() <= minLength && Character.isUpperCase(graded.codePointAt(0))) {
                // "Peru." is the guess; "ok" a fragment, below
                if (concludes(graded, false, rules)) {
                    conclusion.add(graded);
                    continue;
                }
            }
            // sentence by sentence: hedges, openers and other meta sentences go (each with its
            // reason), a sentence that names the guessed place is conclusion, the rest is evidence
            List<String> parts = graded.length() <= minLength ? List.of(graded) : sentences(graded, rules);
            boolean pass = graded.length() > minLength;
            boolean several = parts.size() > 1;
            List<String> kept = new ArrayList<>(parts.size());
            List<ReasoningChain.Dropped> gone = new ArrayList<>();
            boolean changed = false;
            String concluding = null; // a conclusion sentence, with the place-only sentences after it
            for (String part : pass ? parts : List.<String>of()) {
                String p = part;
                if (concluding != null) {
                    String bare = Places.withoutSymbols(p);
                    if (!bare.isEmpty() && !citesEvidence(bare, rules) && Places.namesPlacesOnly(bare, rules)) {
                        concluding += " " + p; // "Liechtenstein. Oberland, near the capital"
                        continue;
                    }
                    conclusion.add(concluding);
                    concluding = null;
                }
                String h = opening(p, rules.anyHedge);
                if (h != null) {
                    gone.add(new ReasoningChain.Dropped(lineNo, h, HEDGE));
                    p = p.substring(h.length()).strip();
                    changed = true;
                }
                String in = opening(p, rules.anyLeadIn);
                if (in != null) {
                    gone.add(new ReasoningChain.Dropped(lineNo, in, META));
                    p = p.substring(in.length()).strip();
                    changed = true;
                }
                if (!hasWord(p)) {
                    continue;
                }
                if (concludes(p, several, rules)) {
                    concluding = p;
                    continue;
                }
                String why = p.length() <= minLength && !several ? null : meta(p, rules); // "ok": a fragment
                if (why != null) {
                    gone.add(new ReasoningChain.Dropped(lineNo, p,
                            why.equals(META) && statements.isEmpty() && kept.isEmpty() ? OPENER : why));
                    continue;
                }
                kept.add(p);
            }
            if (concluding != null) {
                conclusion.add(concluding);
            }
            if (kept.isEmpty() && !gone.isEmpty() && l.label != null) { // the label goes with what went
                ReasoningChain.Dropped first = gone.get(0);
                gone.set(0, new ReasoningChain.Dropped(lineNo, l.label + ": " + first.text(), first.reason()));
            }
            dropped.addAll(gone);
            if (!pass) {
                kept.add(graded);
            }
            if (kept.isEmpty()) {
                continue;
            }
            if (changed || kept.size() < parts.size()) {
                graded = String.join(" ", kept);
            }
            String label = l.label == null ? heading : l.label;
            if (!label.isEmpty() && graded.length() <= minLength) {
                graded = l.label == null ? heading + ": " + graded : l.label + ": " + graded; // "Driving side: left"
                label = heading;
            }
            if (graded.length() <= minLength) {
                dropped.add(new ReasoningChain.Dropped(lineNo, written, FRAGMENT));
                continue;
            }
            if (lastWritten != null && isBulleted(lastWritten)) {
                bulleted++;
            }
            statements.add(graded);
            labels.add(label);
            lastWritten = written;
        }
        if (!statements.isEmpty() && statements.get(statements.size() - 1).length() <= MAX_DRESSED_LINE) {
            int last = statements.size() - 1;
            String graded = statements.get(last);
            if ((conclusion.isEmpty() && statements.size() >= 2
                    && isClosingPlaceLine(lastWritten, graded, bulleted, rules))
                    || closesWithPlace(graded, rules)) {
                conclusion.add(statements.remove(last));
                labels.remove(last);
            }
        }
        return new ReasoningChain(statements, conclusion, labels, dropped);
    }

    /**
     * @return the hedge ("I could be wrong, but", "If I had to guess,") or lead-in ("First, a
     *         general note:") that opens the sentence, as written, or null; what follows it stays
     */
    private static String opening(String sentence, Pattern openings) {
        Matcher m = openings.matcher(sentence);
        return m.lookingAt() && m.end() > 0 ? sentence.substring(0, m.end()).strip() : null;
    }

    /**
     * Why a sentence carries no evidence: {@value #META} for an opener or a sentence about the
     * task ("Let me zoom in on the sign.", "Every clue narrows the search a little further."),
     * {@value #SUMMARY} for a generic summary ("Taken as a set, these observations leave little
     * room for doubt."); null for a sentence that may carry evidence.
     */
    private static String meta(String sentence, ReadingRules rules) {
        String t = Places.withoutSymbols(sentence);
        if (t.isEmpty()) {
            return null;
        }
        if (rules.anyOpener.matcher(t).matches() || rules.anyMetaSentence.matcher(t).matches() || onlyMetaWords(t, rules)) {
            return META;
        }
        String rest = withoutLead(t, rules);
        if (!rest.equals(t) && (rest.isEmpty() || onlyMetaWords(rest, rules))) {
            return SUMMARY;
        }
        return null;
    }

    /** @return whether every word is a {@code [meta-word]}: the sentence speaks of the task, the photo or the clues only */
    private static boolean onlyMetaWords(String s, ReadingRules rules) {
        int n = 0;
        for (String w : META_NON_WORD.split(s.replace('’', '\''))) {
            String k = w.toLowerCase(Locale.ROOT).replaceAll("^'+|'+$", "");
            if (k.isEmpty()) {
                continue;
            }
            if (!rules.metaWords.contains(k) || (w.length() >= 2 && w.equals(w.toUpperCase(Locale.ROOT))
                    && !w.equals(w.toLowerCase(Locale.ROOT)))) { // "AT.", "US": a code, not a word
                return false;
            }
            n++;
        }
        return n > 0;
    }

    /**
     * Whether a sentence names the guessed place: a conclusion sentence ("Therefore, this is most
     * likely Japan.", "my final answer is that this image was taken in Malawi") that cites no
     * evidence, or a sentence that names only places, on its own or after a closing lead ("So:
     * San Marino.", "Final answer → Tonga", "Kosovo."). In a line of several sentences, a
     * conclusion sentence must name a place.
     */
    private static boolean concludes(String sentence, boolean several, ReadingRules rules) {
        String t = Places.withoutSymbols(sentence);
        if (t.isEmpty() || citesEvidence(t, rules)) {
            return false;
        }
        if ((rules.anyConclusionSentence.matcher(t).matches()
                || rules.anyConclusionSentence.matcher(withoutLead(t, rules)).matches())
                && (!several || Places.namesPlace(t, rules))) {
            return true;
        }
        String bare = Places.withoutClosingLead(t, rules);
        return !bare.isEmpty() && Places.namesPlacesOnly(bare, rules) && Places.namesTerritory(bare);
    }

    /**
     * The last statement of a chain is its conclusion when its first clause, after a closing lead
     * ("So:", "Final answer", "My pick is", an arrow), names only places and a known country or
     * territory, or names only places after such a lead ("Where I'd pin it: Riyadh"), and the line
     * cites no evidence: "Moldova. Centre, Orhei raion", "Final answer Liechtenstein, around Schaan".
     */
    private static boolean closesWithPlace(String graded, ReadingRules rules) {
        if (citesEvidence(graded, rules)) {
            return false;
        }
        String lead = Places.withoutClosingLead(graded, rules);
        String first = Places.firstClause(Places.withoutSymbols(lead));
        if (first.isEmpty() || !Places.namesPlacesOnly(first, rules)) {
            return false;
        }
        return Places.namesTerritory(first) || !lead.equals(graded);
    }

    /**
     * A line's sentences: split after {@code . ! ? …} (and closing quotes) before an upper-case
     * letter, a digit, a quote, a bracket or a symbol, but not after an {@code [abbreviation]}
     * ("St.", "e.g.") or a single letter; a lead-in of six or more words before {@code ": "} is a
     * sentence of its own ("I'm leaning towards Benin here, though there is one detail to add:
     * traffic moves on the right"); a piece without a letter or digit (an emoji) stays with the
     * sentence before it.
     */
    static List<String> sentences(String s, ReadingRules rules) {
        List<String> out = new ArrayList<>();
        int n = s.length();
        int start = 0;
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c != '.' && c != '!' && c != '?' && c != '…') {
                continue;
            }
            int j = i + 1;
            while (j < n && "\"'”’)]*_".indexOf(s.charAt(j)) >= 0) {
                j++;
            }
            if (j >= n || !Character.isWhitespace(s.charAt(j))) {
                continue;
            }
            int k = j;
            while (k < n && Character.isWhitespace(s.charAt(k))) {
                k++;
            }
            if (k >= n) {
                break;
            }
            int next = s.codePointAt(k);
            boolean opens = Character.isUpperCase(next) || Character.isDigit(next) || "\"“‘'([*_#".indexOf(next) >= 0
                    || !Character.isLetterOrDigit(next) && !Character.isWhitespace(next);
            if (!opens || (c == '.' && abbreviation(s, i, rules))) {
                continue;
            }
            out.add(s.substring(start, j).strip());
            start = k;
            i = k - 1;
        }
        if (start < n) {
            out.add(s.substring(start).strip());
        }
        List<String> split = new ArrayList<>(out.size());
        for (String sentence : out) {
            int colon = sentence.indexOf(": ");
            if (colon > 0 && words(sentence.substring(0, colon)) >= MIN_LEAD_IN_WORDS
                    && words(sentence.substring(colon + 2)) >= 2) {
                split.add(sentence.substring(0, colon + 1));
                split.add(sentence.substring(colon + 2).strip());
            } else {
                split.add(sentence);
            }
        }
        List<String> joined = new ArrayList<>(split.size());
        for (String sentence : split) {
            if (!hasWord(sentence) && !joined.isEmpty()) {
                int last = joined.size() - 1;
                joined.set(last, joined.get(last) + " " + sentence);
            } else if (!sentence.isEmpty()) {
                joined.add(sentence);
            }
        }
        if (joined.size() > 1 && !hasWord(joined.get(0))) { // a leading emoji goes with the first sentence
            joined.set(1, joined.get(0) + " " + joined.get(1));
            joined.remove(0);
        }
        return joined;
    }

    /** @return whether the word before the full stop at {@code dot} is an abbreviation or a single letter */
    private static boolean abbreviation(String s, int dot, ReadingRules rules) {
        int b = dot;
        while (b > 0 && (Character.isLetter(s.charAt(b - 1)) || s.charAt(b - 1) == '.')) {
            b--;
        }
        String word = s.substring(b, dot).toLowerCase(Locale.ROOT);
        return word.length() == 1 || rules.abbreviations.contains(word);
    }

    /** @return the text without the emoji and check marks it starts with */
    private static String withoutLeadingSymbols(String s) {
        int i = 0;
        while (i < s.length()) {
            int cp = s.codePointAt(i);
            int type = Character.getType(cp);
            if (type != Character.OTHER_SYMBOL && !(cp >= 0xFE00 && cp <= 0xFE0F) && cp != 0x200D
                    && !Character.isWhitespace(cp)) {
                break;
            }
            i += Character.charCount(cp);
        }
        return i == 0 ? s : s.substring(i);
    }

    private static boolean hasWord(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (Character.isLetterOrDigit(s.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    /**
     * A Markdown table as a model writes one: the header row (the row above a {@code |---|} rule)
     * and the rule carry no evidence; each other row is read as {@code label: value}, its first
     * cell the label, the others the value, without the columns that only grade the clue
     * ({@code [meta-column]}: "Weight", "Strength"; a column named without a letter: "#") and without
     * cells that hold only a number.
     */
    private static final class Table {
        /** A cell border: a "|" that is not escaped. */
        private static final Pattern CELL_BORDER = Pattern.compile("(?<!\\\\)\\|");
        private List<Boolean> unread = List.of();

        static boolean isRow(String line) {
            return line.length() >= 3 && line.charAt(0) == '|' && line.charAt(line.length() - 1) == '|';
        }

        static List<String> cells(String row) {
            List<String> out = new ArrayList<>();
            for (String c : CELL_BORDER.split(row.substring(1, row.length() - 1), -1)) {
                out.add(c.strip().replace("\\|", "|"));
            }
            return out;
        }

        static boolean isSeparator(List<String> cells) {
            for (String c : cells) {
                if (!c.matches(":?-+:?")) {
                    return false;
                }
            }
            return !cells.isEmpty();
        }

        /** @return whether the next non-blank line is a table rule, which makes this row the header */
        static boolean separatorFollows(String[] lines, int index) {
            for (int i = index + 1; i < lines.length; i++) {
                String next = lines[i].strip();
                if (!next.isEmpty()) {
                    return isRow(next) && isSeparator(cells(next));
                }
            }
            return false;
        }

        /** Reads a header row; @return the names of the columns that will not be read, joined */
        String header(List<String> cells, ReadingRules rules) {
            List<Boolean> u = new ArrayList<>(cells.size());
            List<String> names = new ArrayList<>();
            for (String c : cells) {
                boolean meta = rules.metaColumns.contains(key(c)) || (!c.isEmpty() && !hasWord(c)); // "#"
                u.add(meta);
                if (meta) {
                    names.add("\"" + c + "\"");
                }
            }
            unread = u;
            return String.join(", ", names);
        }

        /** @return the row as "label: value", or "" when no cell holds text */
        String row(List<String> cells) {
            List<String> kept = new ArrayList<>();
            for (int i = 0; i < cells.size(); i++) {
                String c = cells.get(i);
                if (c.isEmpty() || (i < unread.size() && unread.get(i)) || c.matches("#?\\d{1,3}[.)]?")) {
                    continue;
                }
                kept.add(c);
            }
            if (kept.isEmpty()) {
                return "";
            }
            if (kept.size() == 1) {
                return kept.get(0);
            }
            return kept.get(0).replaceAll("[:.]+$", "") + ": " + String.join("; ", kept.subList(1, kept.size()));
        }
    }

    /**
     * The guess an expert writes on the last line of a chain that has no conclusion otherwise:
     * "-> Japan, Hokkaido (Tokachi plain likely)" (led by an arrow), or "Kansas, USA." and
     * "Switzerland, Bernese Oberland probably." (an unbulleted line after list items, or one with
     * a comma or a hedge, that names places only: every word capitalised or a
     * {@code [place-line-word]} such as "probably", "central", "region"), and a bare name of up to
     * {@value #MAX_BARE_PLACE_WORDS} words ("Riyadh."). A line that cites evidence ("given how flat
     * it is") stays evidence, and so does a lone list item ("- Cyrillic") and the name of a
     * language or script ("Cyrillic.").
     *
     * @param written  the last statement's line as written
     * @param graded   its graded text
     * @param bulleted how many statements before it were list items
     */
    private static boolean isClosingPlaceLine(String written, String graded, int bulleted, ReadingRules rules) {
        if (written == null || words(graded) > MAX_CLOSING_PLACE_WORDS || citesEvidence(graded, rules)) {
            return false;
        }
        if (ARROW_LEAD.matcher(written).find()) {
            return true;
        }
        if (isBulleted(written) || !Places.namesPlacesOnly(graded, rules)) {
            return false;
        }
        if (bulleted >= 2) {
            return true;
        }
        if (graded.indexOf(',') >= 0) {
            return true;
        }
        for (String w : NON_WORD.split(graded)) {
            if (rules.placeHedges.contains(w.toLowerCase(Locale.ROOT).replace('’', '\''))) {
                return true;
            }
        }
        return words(graded) <= MAX_BARE_PLACE_WORDS; // "Riyadh."
    }

    private static boolean isBulleted(String written) {
        String s = written.strip();
        return !s.startsWith("#") && !ChainParser.stripBullets(s).equals(s) && !ARROW_LEAD.matcher(s).find();
    }

    /** @return why the line is a header, or null when it is not one */
    private static String header(Line l, ReadingRules rules) {
        if (l.label != null) {
            if (!l.rest.isEmpty()) {
                return l.heading && words(l.plain()) <= MAX_HEADER_WORDS && !endsSentence(l.plain()) ? HEADER : null;
            }
            return rules.headers.contains(key(l.label)) ? HEADER : BARE_LABEL;
        }
        if (rules.headers.contains(key(l.text))) {
            return HEADER;
        }
        if (l.heading && words(l.text) <= MAX_HEADER_WORDS && !endsSentence(l.text)) {
            return HEADER;
        }
        if (l.text.endsWith(":") && words(l.text) <= MAX_LEAD_IN_WORDS) {
            return HEADER;
        }
        return null;
    }

    private static Line undress(String written, ReadingRules rules) {
        boolean heading = written.startsWith("#") || isBoldHeading(written);
        String s = written;
        if (s.indexOf("**") != s.lastIndexOf("**") || s.indexOf("__") != s.lastIndexOf("__")) {
            Line l = undressMarks(s, heading, rules);
            return new Line(written, heading, l.label == null ? null : unbold(l.label), unbold(l.rest), unbold(l.text));
        }
        return undressMarks(s, heading, rules);
    }

    /**
     * A whole line in bold of a few words that is no sentence and names no place ("**💤 Background
     * stuff**"): a heading. "**Austria**" is an answer, not a heading.
     */
    private static boolean isBoldHeading(String written) {
        Matcher m = BOLD_LINE.matcher(ChainParser.stripBullets(written));
        if (!m.matches()) {
            return false;
        }
        String inner = Places.withoutSymbols(m.group(2));
        return !inner.isEmpty() && words(inner) <= MAX_HEADER_WORDS && !endsSentence(inner) && !inner.endsWith(":")
                && !Places.namesTerritory(inner);
    }

    private static String unbold(String s) {
        return INLINE_UNDERSCORES.matcher(INLINE_STARS.matcher(s).replaceAll("$1")).replaceAll("$1");
    }

    private static Line undressMarks(String written, boolean heading, ReadingRules rules) {
        String s = written;
        for (int pass = 0; pass < 8; pass++) {
            String before = s;
            s = HEADING_MARKS.matcher(s).replaceFirst("");
            s = ChainParser.stripBullets(s);
            s = withoutLeadingSymbols(s); // "✔️ Plates — ...", "🏁 My gut says ..."
            if (s.equals(before)) {
                break;
            }
        }
        Matcher one = SINGLE_EMPHASIS_LABEL.matcher(s);
        if (one.matches() && (one.group(3) != null || one.group(4) != null)) { // "_Context:_ text", "*Plates*: text"
            String label = one.group(2).strip();
            if (isLabel(label, rules)) {
                String rest = ChainParser.clean(one.group(5));
                return new Line(written, heading, label, rest, rest.isEmpty() ? label + ":" : rest);
            }
        }
        Matcher e = EMPHASIS_LABEL.matcher(s);
        if (e.matches() && (e.group(3) != null || e.group(4) != null)) {
            String label = ChainParser.stripBullets(e.group(2).strip());
            String rest = ChainParser.clean(e.group(5));
            if (!label.isEmpty() && isLabel(label, rules)) {
                return new Line(written, heading, label, rest, rest.isEmpty() ? label + ":" : rest);
            }
        }
        String text = ChainParser.clean(s);
        Matcher p = PLAIN_LABEL.matcher(text);
        if (p.matches()) {
            String label = p.group(1).strip();
            String rest = p.group(2) == null ? "" : p.group(2).strip();
            if (isLabel(label, rules)) {
                return new Line(written, heading, label, rest, text);
            }
        }
        return new Line(written, heading, null, "", text);
    }

    /**
     * A category label: a conclusion or place label, or up to {@value #MAX_LABEL_WORDS} words that
     * neither start with a word such as "The" nor hold a verb such as "carries". The same test
     * for bold and plain labels, so that a chain reads the same with its markdown removed.
     */
    private static boolean isLabel(String label, ReadingRules rules) {
        String k = key(label);
        if (rules.conclusionLabels.contains(k) || rules.placeLabels.contains(k) || rules.headers.contains(k)) {
            return true;
        }
        String[] w = k.split("\\s+");
        if (w.length > MAX_LABEL_WORDS || rules.labelStopWords.contains(w[0])) {
            return false;
        }
        for (String x : w) {
            if (rules.labelVerbs.contains(x)) {
                return false;
            }
        }
        return true;
    }

    /** @return the words lower-cased, without a trailing colon or full stop */
    private static String key(String s) {
        return s.strip().replaceAll("[\\s:.!*_]+$", "").replaceAll("\\s+", " ").toLowerCase(Locale.ROOT).replace('’', '\'');
    }

    /** @return the line without a leading generic phrase ("Based on these clues, I am fairly confident ...") */
    private static String withoutLead(String s, ReadingRules rules) {
        Matcher m = rules.anyGenericLead.matcher(s);
        return m.lookingAt() ? s.substring(m.end()).replaceFirst("^[\\s,:;]+", "") : s;
    }

    private static boolean citesEvidence(String s, ReadingRules rules) {
        if (!rules.evidenceMarker.matcher(s).find()) {
            return false; // removing generic phrases makes no marker
        }
        String t = s;
        for (Pattern g : rules.genericPhrases) {
            t = g.matcher(t).replaceAll(" ");
        }
        return rules.evidenceMarker.matcher(t).find();
    }

    private static boolean endsSentence(String s) {
        return s.endsWith(".") || s.endsWith("!") || s.endsWith("?");
    }

    static int words(String s) {
        String t = s.strip();
        return t.isEmpty() ? 0 : t.split("\\s+").length;
    }
}
