package org.georc.core.chain;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.georc.core.place.Territories;

/**
 * How the default reading tells a line that names a place from one that gives evidence: the
 * country and territory table ({@link Territories}, the JDK's ISO 3166 list with its CLDR names),
 * capitalised names, the {@code [place-line-word]} and {@code [place-hedge]} words of the reading
 * rules, and the names of languages and scripts (from the JDK), which are capitalised but name
 * no place ("Cyrillic.", "Arabic.").
 */
final class Places {
    /** Splits a line into words for the place-only test. */
    private static final Pattern NON_WORD = Pattern.compile("[^\\p{L}\\p{M}\\p{Nd}'’%]+");
    /** Where the first clause of a closing line ends: "Moldova. Centre", "Nepal, prob ...", "Armenia ✔ Kotayk". */
    private static final Pattern CLAUSE_END = Pattern.compile("[,;:(\\[/|]|\\.(?:\\s|$)|\\s[-–—]+\\s|\\s*[—–]\\s*");
    /** The names of languages and scripts in English, lower-cased: capitalised words that name no place. */
    private static final Set<String> LANGUAGES_AND_SCRIPTS = languagesAndScripts();

    private Places() {
    }

    private static Set<String> languagesAndScripts() {
        Set<String> out = new HashSet<>();
        for (String lang : Locale.getISOLanguages()) {
            String name = new Locale(lang).getDisplayLanguage(Locale.ENGLISH);
            if (!name.equalsIgnoreCase(lang)) {
                out.add(name.toLowerCase(Locale.ROOT));
            }
        }
        for (Character.UnicodeScript s : Character.UnicodeScript.values()) {
            out.add(s.name().toLowerCase(Locale.ROOT).replace('_', ' '));
        }
        return Set.copyOf(out);
    }

    /** @return the text without emoji, check marks and other symbols, stripped */
    static String withoutSymbols(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            i += Character.charCount(cp);
            int type = Character.getType(cp);
            if (type == Character.OTHER_SYMBOL || type == Character.NON_SPACING_MARK && cp >= 0xFE00 && cp <= 0xFE0F
                    || cp == 0x200D) {
                continue;
            }
            b.appendCodePoint(cp);
        }
        return b.toString().strip();
    }

    /** @return whether the text mentions a country or territory of the table */
    static boolean namesTerritory(String s) {
        for (boolean b : Territories.namedIn(words(s))) {
            if (b) {
                return true;
            }
        }
        return false;
    }

    /** @return the words of the text (letters, marks, digits, apostrophes and percent signs) */
    private static List<String> words(String s) {
        List<String> out = new ArrayList<>();
        for (String w : NON_WORD.split(s)) {
            if (!w.isEmpty()) {
                out.add(w);
            }
        }
        return out;
    }

    /** @return whether the text names a place: a country or territory, or a capitalised word after its first */
    static boolean namesPlace(String s, ReadingRules rules) {
        if (namesTerritory(s)) {
            return true;
        }
        List<String> w = words(withoutSymbols(s));
        for (int i = 1; i < w.size(); i++) {
            if (Character.isUpperCase(w.get(i).codePointAt(0)) && !isLanguageOrScript(w.get(i))
                    && !rules.metaWords.contains(w.get(i).toLowerCase(Locale.ROOT).replace('’', '\''))) {
                return true;
            }
        }
        return false;
    }

    /**
     * @return whether every word is capitalised (and no language or script name), a word of a
     *         known country or territory, a {@code [place-line-word]}, a {@code [place-hedge]} or a
     *         percentage, with at least one capitalised word or territory ("Likely central
     *         Tanzania, Dodoma area", "Kosovo", "Bermuda, 99%")
     */
    static boolean namesPlacesOnly(String s, ReadingRules rules) {
        List<String> w = words(s);
        boolean[] named = Territories.namedIn(w);
        int names = 0;
        for (int i = 0; i < w.size(); i++) {
            String word = w.get(i);
            if (named[i]) {
                names++;
                continue;
            }
            if (word.matches("\\d{1,3}%")) {
                continue;
            }
            if (word.chars().anyMatch(Character::isDigit)) {
                return false;
            }
            String k = word.toLowerCase(Locale.ROOT).replace('’', '\'');
            if (rules.placeLineWords.contains(k) || rules.placeHedges.contains(k)) {
                continue;
            }
            if (!Character.isUpperCase(word.codePointAt(0)) || isLanguageOrScript(word)) {
                return false;
            }
            names++;
        }
        return names > 0;
    }

    /** @return whether the word is the English name of a language or script ("Cyrillic", "Arabic") */
    static boolean isLanguageOrScript(String word) {
        return LANGUAGES_AND_SCRIPTS.contains(word.toLowerCase(Locale.ROOT));
    }

    /**
     * @return the text without the closing leads it starts with ({@code [closing-lead]}: "So:",
     *         "Final answer", "My pick is", "Where I'd pin it:", an arrow), up to three of them
     */
    static String withoutClosingLead(String s, ReadingRules rules) {
        String t = withoutSymbols(s);
        for (int pass = 0; pass < 3; pass++) {
            String before = t;
            Matcher m = rules.anyClosingLead.matcher(t);
            if (m.lookingAt() && m.end() > 0 && m.end() < t.length()) {
                t = t.substring(m.end()).strip();
            }
            if (t.equals(before)) {
                break;
            }
        }
        return t;
    }

    /** @return the text up to its first clause boundary (comma, semicolon, colon, bracket, full stop, dash) */
    static String firstClause(String s) {
        Matcher m = CLAUSE_END.matcher(s);
        return (m.find() ? s.substring(0, m.start()) : s).strip();
    }
}
