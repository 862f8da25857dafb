package org.georc.judges.embedding;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * GeoGuessr shorthand written out ({@code shorthand.txt}): "RHT" becomes "right-hand traffic",
 * "w/" becomes "with", and a scene-wide clue ("Gen 3", "LHT") is set off as a clause of its own,
 * so that "Gen 3 RHT" is read as two clues. Immutable and thread-safe.
 */
final class Shorthand {
    private static final String SCENE = "scene";
    private static final String WORDS = "words";

    private final Pattern pattern;
    /** lower-cased shorthand -> its replacement, boundaries included */
    private final Map<String, String> replacement;

    private Shorthand(Pattern pattern, Map<String, String> replacement) {
        this.pattern = pattern;
        this.replacement = replacement;
    }

    /**
     * @param file   the shorthand file
     * @param reader the clause reader whose attribute families must know every [scene] form, or
     *               null to skip that check
     * @return the shorthand of the file
     * @throws org.georc.core.ConfigurationException naming file:line of a line without " = ", a
     *         shorthand given twice, or a [scene] form no attribute family reads
     */
    static Shorthand of(LexiconFile file, ClauseReader reader) {
        Map<String, List<LexiconFile.Line>> sections = file.sections(List.of(SCENE, WORDS));
        Map<String, String> replacement = new HashMap<>();
        List<String> keys = new ArrayList<>();
        for (Map.Entry<String, List<LexiconFile.Line>> s : sections.entrySet()) {
            boolean scene = s.getKey().equals(SCENE);
            for (LexiconFile.Line l : s.getValue()) {
                int eq = l.text().indexOf(" =");
                if (eq <= 0) {
                    throw file.error(l, "expected \"SHORTHAND = WRITTEN OUT\", got \"" + l.text() + "\"");
                }
                String key = l.text().substring(0, eq).strip().toLowerCase(Locale.ROOT);
                String value = l.text().substring(eq + 2).strip();
                if (scene && value.isEmpty()) {
                    throw file.error(l, "a [scene] shorthand needs its written-out form");
                }
                if (scene && reader != null && !readsSceneValue(reader, value)) {
                    throw file.error(l, "\"" + value + "\" is no value of a scene-wide attribute family");
                }
                if (replacement.put(key, scene ? " , " + value + " , " : " " + value + " ") != null) {
                    throw file.error(l, "shorthand \"" + key + "\" is given twice");
                }
                keys.add(key);
            }
        }
        keys.sort(Comparator.comparingInt(String::length).reversed().thenComparing(Comparator.naturalOrder()));
        StringBuilder alt = new StringBuilder();
        for (String k : keys) {
            boolean open = !Character.isLetterOrDigit(k.charAt(k.length() - 1));
            alt.append(alt.length() == 0 ? "" : "|").append(Pattern.quote(k)).append(open ? "" : "(?![\\p{L}\\p{N}])");
        }
        Pattern p = keys.isEmpty() ? null
                : Pattern.compile("(?iu)(?<![\\p{L}\\p{N}])(?:" + alt + ")");
        return new Shorthand(p, Map.copyOf(replacement));
    }

    private static boolean readsSceneValue(ClauseReader reader, String value) {
        for (ClauseReading.Attachment a : reader.read(value).attachments()) {
            if (!a.negated() && a.object().equals("*")) {
                return true;
            }
        }
        return false;
    }

    /**
     * @param statement a statement
     * @return the statement with every shorthand written out
     */
    String expand(String statement) {
        if (pattern == null) {
            return statement;
        }
        Matcher m = pattern.matcher(statement);
        if (!m.find()) {
            return statement;
        }
        StringBuilder sb = new StringBuilder();
        do {
            m.appendReplacement(sb, Matcher.quoteReplacement(replacement.get(m.group().toLowerCase(Locale.ROOT))));
        } while (m.find());
        m.appendTail(sb);
        return sb.toString();
    }
}
