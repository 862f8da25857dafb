package org.georc.core.chain;

import java.util.HashSet;
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
        return !Territories.mentionedIn(s).isEmpty();
    }

    /** @return whether the text names a place: a country or territory, or a capitalised word after its first */
    static boolean namesPlace(String s, ReadingRules rules) {
        if (namesTerritory(s)) {
            return true;
        }
        String[] w = NON_WORD.split(withoutSymbols(s).strip());
        for (int i = 1; i < w.length; i++) {
            if (!w[i].isEmpty() && Character.isUpperCase(w[i].codePointAt(0)) && !isLanguageOrScript(w[i])
                    && !rules.metaWords.contains(w[i].toLowerCase(Locale.ROOT).replace('’', '\''))) {
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
        String territories = s;
        for (String c : Territories.mentionedIn(s)) {
            territories = territories.replaceAll("(?iu)\\b" + Pattern.quote(c) + "\\b", " ");
        }
        boolean territory = !territories.equals(s) || namesTerritory(s);
        int names = 0;
        for (String w : NON_WORD.split(territory ? territories : s)) {
            if (w.isEmpty()) {
                continue;
            }
            if (w.matches("\\d{1,3}%")) {
                continue;
            }
            if (w.chars().anyMatch(Character::isDigit)) {
                return false;
            }
            String k = w.toLowerCase(Locale.ROOT).replace('’', '\'');
            if (rules.placeLineWords.contains(k) || rules.placeHedges.contains(k)) {
                continue;
            }
            if (!Character.isUpperCase(w.codePointAt(0)) || isLanguageOrScript(w)) {
                return territory && isTerritoryWord(w, s);
            }
            names++;
        }
        return names > 0 || territory;
    }

    /** A word of a territory's name as the text writes it ("Bosnia and Herzegovina" holds "and"). */
    private static boolean isTerritoryWord(String word, String text) {
        for (String c : Territories.mentionedIn(text)) {
            for (String part : c.split(" ")) {
                if (part.equalsIgnoreCase(word)) {
                    return true;
                }
            }
        }
        return false;
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
            for (Pattern lead : rules.closingLeads) {
                Matcher m = lead.matcher(t);
                if (m.lookingAt() && m.end() > 0 && m.end() < t.length()) {
                    t = t.substring(m.end()).strip();
                    break;
                }
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
