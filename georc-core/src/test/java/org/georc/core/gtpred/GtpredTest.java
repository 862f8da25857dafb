package org.georc.core.gtpred;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.georc.metrics.GtpredScoring.LocationMode;
import org.georc.metrics.YearInterval;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class GtpredTest {
    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} -> [{1}, {2}]")
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        "1995|1995|1995",
        "in 1995|1995|1995",
        "1990s|1990|1999",
        "the 1990s|1990|1999",
        "'90s|1990|1999",
        "2010s|2010|2019",
        "early 1990s|1990|1993",
        "mid 1990s|1994|1996",
        "mid-1990s|1994|1996",
        "late 1990s|1997|1999",
        "c. 1965|1963|1967",
        "ca. 1965|1963|1967",
        "circa 1965|1963|1967",
        "around 1965|1963|1967",
        "1960-1965|1960|1965",
        "1960–1965|1960|1965",
        "1960 – 1965|1960|1965",
        "1960–65|1960|1965",
        "1998-02|1998|2002",
        "between 1960 and 1965|1960|1965",
        "1960 to 1965|1960|1965",
        "20th century|1900|1999",
        "early 20th century|1900|1932",
        "late 19th century|1867|1899",
        "  Late 1980s.  |1987|1989"})
    void yearPhrasesFollowTheDocumentedConvention(String phrase, int from, int to) {
        assertThat(YearPhrases.parse(phrase)).contains(new YearInterval(from, to));
    }

    @ParameterizedTest
    @CsvSource({"sometime recently", "1965-1960", "95", "199", "''"})
    void nonsenseAndReversedRangesAreNotYears(String phrase) {
        assertThat(YearPhrases.parse(phrase)).isEmpty();
    }

    @Test
    void locationNormalisationHandlesCaseAccentsPunctuationCodesAndAliases() {
        LocationNormalizer n = LocationNormalizer.DEFAULT;
        assertThat(n.country("USA")).isEqualTo(n.country("United States of America"))
                .isEqualTo(n.country("us")).isEqualTo(n.country("United States")).isEqualTo(n.country("USA."));
        assertThat(n.country("UK")).isEqualTo(n.country("GBR")).isEqualTo(n.country("United Kingdom"));
        assertThat(n.country("DE")).isEqualTo(n.country("deu")).isEqualTo(n.country("Germany"));
        assertThat(n.country("Türkiye")).isEqualTo(n.country("Turkey"));
        assertThat(n.country("Brasil")).isEqualTo(n.country("BR"));
        assertThat(n.country("The Netherlands")).isEqualTo(n.country("Holland"));
        assertThat(n.country("Côte d’Ivoire")).isEqualTo(n.country("Ivory Coast"));
        assertThat(n.place("São Paulo")).isEqualTo(n.place("sao paulo"));
        assertThat(n.place("St. Gallen")).isEqualTo(n.place("St Gallen"));
        assertThat(n.place("  ")).isNull();
        assertThat(n.knownCountry("Atlantis")).isEmpty();
    }

    @Test
    void scoresPredictionsFromFiles() throws Exception {
        Path truth = dir.resolve("t.jsonl");
        Files.writeString(truth, String.join("\n",
                "{\"id\":\"1\",\"year\":\"1990s\",\"location\":{\"country\":\"France\",\"city\":\"Paris\"}}",
                "{\"id\":\"2\",\"year\":[1960,1965]}") + "\n");
        Path preds = dir.resolve("p.jsonl");
        Files.writeString(preds, String.join("\n",
                "{\"id\":\"1\",\"model\":\"m\",\"year\":1995,\"location\":{\"country\":\"FR\",\"city\":\"paris\"}}",
                "{\"id\":\"2\",\"model\":\"m\",\"year\":\"a long time ago\"}") + "\n");
        Map<String, GtpredRecords.Truth> t = GtpredRecords.readTruth(truth);
        List<GtpredRecords.Prediction> p = GtpredRecords.readPredictions(preds);
        GtpredScorer scorer = GtpredScorer.of(LocationMode.RENORMALISED);
        GtpredScore r1 = scorer.score(t.get("1"), p.get(0));
        assertThat(r1.yearScore()).isEqualTo(1.0);
        assertThat(r1.locationScore()).isCloseTo(1.0, within(1e-12));
        GtpredScore r2 = scorer.score(t.get("2"), p.get(1));
        assertThat(r2.yearScore()).isZero();
        assertThat(r2.notes()).containsExactly("unreadable predicted year \"a long time ago\"");
        assertThat(r2.location()).isEmpty();
    }

    @Test
    void unreadableTruthYearIsAnErrorWithFileLineAndField() throws Exception {
        Path truth = dir.resolve("t.jsonl");
        Files.writeString(truth, "{\"id\":\"1\",\"year\":\"1990s\"}\n{\"id\":\"2\",\"year\":\"once upon a time\"}\n");
        assertThatThrownBy(() -> GtpredRecords.readTruth(truth))
                .hasMessage(truth + ":2: field \"year\": cannot read \"once upon a time\" as a year or year interval");
        Files.writeString(truth, "{\"id\":\"1\",\"year\":[1999,1990]}\n");
        assertThatThrownBy(() -> GtpredRecords.readTruth(truth)).hasMessageContaining("from > to");
        Files.writeString(truth, "{\"id\":\"1\"}\n");
        assertThatThrownBy(() -> GtpredRecords.readTruth(truth)).hasMessageContaining("needs \"year\", \"location\" or \"lat\"/\"lon\"");
    }
}
