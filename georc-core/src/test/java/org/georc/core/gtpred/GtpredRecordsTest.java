package org.georc.core.gtpred;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.georc.core.json.JsonLines;
import org.georc.metrics.YearInterval;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GtpredRecordsTest {
    @TempDir
    Path dir;

    private Path write(String name, String... lines) throws Exception {
        Path p = dir.resolve(name);
        Files.writeString(p, String.join("\n", lines) + "\n");
        return p;
    }

    @Test
    void locationsCompareByValueAndPrintTheirLevels() {
        Location a = Location.of("France", null, "Paris", " ");
        Location b = new Location("France", "", "Paris", null);
        assertThat(a).isEqualTo(b).hasSameHashCodeAs(b);
        assertThat(a.toString()).isEqualTo("Location[country=France, state=null, city=Paris, place=null]");
        assertThat(a.get(Location.Level.CITY)).isEqualTo("Paris");
        assertThat(Location.Level.PLACE.weight()).isEqualTo(0.3);
        assertThat(Location.of(null, " ", null, null).isEmpty()).isTrue();
        GtpredRecords.Truth t1 = GtpredRecords.Truth.of("g", YearInterval.of(1995), a);
        GtpredRecords.Truth t2 = GtpredRecords.Truth.of("g", YearInterval.of(1995), b);
        assertThat(t1).isEqualTo(t2);
        assertThat(GtpredRecords.Prediction.of("g", "m", "1990s", a))
                .isEqualTo(GtpredRecords.Prediction.of("g", "m", "1990s", b));
    }

    @Test
    void aSingleReasoningStandsForBothAspectsAndSpecificFieldsWin() throws Exception {
        Path truth = write("t.jsonl",
                "{\"id\":\"a\",\"year\":1990,\"reasoning\":\"both\"}",
                "{\"id\":\"b\",\"year\":1990,\"reasoning\":\"both\",\"year_reasoning\":\"when\"}",
                "{\"id\":\"c\",\"year\":1990,\"year_reasoning\":\"when\",\"location_reasoning\":\"where\"}");
        Map<String, GtpredRecords.Truth> t = GtpredRecords.readTruth(truth);
        assertThat(t.get("a").yearReasoning()).isEqualTo("both");
        assertThat(t.get("a").locationReasoning()).isEqualTo("both");
        assertThat(t.get("b").yearReasoning()).isEqualTo("when");
        assertThat(t.get("b").locationReasoning()).isEqualTo("both");
        assertThat(t.get("c").locationReasoning()).isEqualTo("where");
    }

    @Test
    void coordinatesNeedBothHalvesAndValidRanges() throws Exception {
        Path ok = write("ok.jsonl", "{\"id\":\"a\",\"lat\":48.8566,\"lon\":2.3522}");
        assertThat(GtpredRecords.readTruth(ok).get("a").coordinates()).isEqualTo(Coordinates.of(48.8566, 2.3522));
        Path half = write("half.jsonl", "{\"id\":\"a\",\"year\":1990,\"lat\":48.8}");
        assertThatThrownBy(() -> GtpredRecords.readTruth(half))
                .hasMessage(half + ":1: field \"lon\": is required when \"lat\" is given");
        Path far = write("far.jsonl", "{\"id\":\"a\",\"model\":\"m\",\"lat\":95,\"lon\":0}");
        // a model's impossible point is no point (scored as "no predicted coordinates"); a truth's is an error
        assertThat(GtpredRecords.readPredictions(far).get(0).coordinates()).isNull();
        Path farTruth = write("far-truth.jsonl", "{\"id\":\"a\",\"lat\":95,\"lon\":0}");
        assertThatThrownBy(() -> GtpredRecords.readTruth(farTruth))
                .hasMessage(farTruth + ":1: field \"lat\": must lie in [-90, 90], got 95.0");
        Path text = write("text.jsonl", "{\"id\":\"a\",\"model\":\"m\",\"lat\":\"48N\",\"lon\":0}");
        assertThat(GtpredRecords.readPredictions(text).get(0).coordinates()).isNull();
        assertThatThrownBy(() -> Coordinates.of(0, 181)).hasMessageContaining("longitude");
    }

    @Test
    void aPredictionWritesAndReadsBackTheSame() throws Exception {
        GtpredRecords.Prediction p = GtpredRecords.Prediction.of("g1", "m", "mid 1990s",
                        Location.of("FR", "Île-de-France", "Paris", null))
                .withCoordinates(Coordinates.of(48.85, 2.35)).withReasoning("Renault 5 models.", "French plates.");
        GtpredRecords.Prediction single = GtpredRecords.Prediction.of("g2", "m", "1987", null);
        GtpredRecords.Prediction unreadable = GtpredRecords.Prediction.of("g3", "m", "long ago", null);
        GtpredRecords.Prediction none = GtpredRecords.Prediction.of("g4", "m", null, null);
        GtpredRecords.Prediction failed = GtpredRecords.Prediction.failed("g5", "m", "unreadable answer", "r.jsonl:5");
        List<GtpredRecords.Prediction> all = List.of(p, single, unreadable, none, failed);
        StringBuilder sb = new StringBuilder();
        for (GtpredRecords.Prediction x : all) {
            sb.append(JsonLines.write(GtpredRecords.toJson(x))).append('\n');
        }
        assertThat(sb.toString()).contains("\"year\":[1994,1996],\"year_text\":\"mid 1990s\"")
                .contains("{\"id\":\"g2\",\"model\":\"m\",\"year\":1987}").contains("\"year\":\"long ago\"")
                .contains("\"extraction_error\":\"unreadable answer\"");
        Path file = dir.resolve("p.jsonl");
        Files.writeString(file, sb.toString());
        List<GtpredRecords.Prediction> back = GtpredRecords.readPredictions(file);
        assertThat(back).hasSize(5);
        for (int i = 0; i < all.size(); i++) {
            GtpredRecords.Prediction a = all.get(i);
            GtpredRecords.Prediction b = back.get(i);
            assertThat(b.year()).as(a.id()).isEqualTo(a.year());
            assertThat(b.location()).as(a.id()).isEqualTo(a.location());
            assertThat(b.coordinates()).as(a.id()).isEqualTo(a.coordinates());
            assertThat(b.yearReasoning()).as(a.id()).isEqualTo(a.yearReasoning());
            assertThat(b.locationReasoning()).as(a.id()).isEqualTo(a.locationReasoning());
            assertThat(b.extractionError()).as(a.id()).isEqualTo(a.extractionError());
        }
        assertThat(back.get(0).yearText()).isEqualTo("mid 1990s");
        assertThat(back.get(2).yearText()).isEqualTo("long ago");
    }

    @Test
    void aLaterLineReplacesAnExtractionFailureButNotASuccess() throws Exception {
        Path p = write("p.jsonl",
                "{\"id\":\"a\",\"model\":\"m\",\"extraction_error\":\"unreadable\"}",
                "{\"id\":\"b\",\"model\":\"m\",\"year\":1990}",
                "{\"id\":\"a\",\"model\":\"m\",\"year\":1991}");
        List<GtpredRecords.Prediction> read = GtpredRecords.readPredictions(p);
        assertThat(read).extracting(GtpredRecords.Prediction::id).containsExactly("b", "a");
        assertThat(read.get(1).year()).isEqualTo(YearInterval.of(1991));
        Path dup = write("dup.jsonl", "{\"id\":\"b\",\"model\":\"m\",\"year\":1990}", "{\"id\":\"b\",\"model\":\"m\",\"year\":1991}");
        assertThatThrownBy(() -> GtpredRecords.readPredictions(dup))
                .hasMessageContaining("dup.jsonl:2: field \"id\": duplicate prediction for id \"b\" and model \"m\" (first at")
                .hasMessageContaining("dup.jsonl:1");
    }

    @Test
    void aDuplicateTruthIdNamesFileLineThenField() throws Exception {
        Path t = write("t_dup.jsonl", "{\"id\":\"g1\",\"year\":1990}", "{\"id\":\"g1\",\"year\":1991}");
        assertThatThrownBy(() -> GtpredRecords.readTruth(t))
                .hasMessageStartingWith(t + ":2: field \"id\": duplicate id \"g1\" (first at " + t + ":1)");
    }

    @Test
    void responsesNeedIdModelAndTextAndAreUniquePerPair() throws Exception {
        Path r = write("r.jsonl", "{\"id\":\"a\",\"model\":\"m\",\"response\":\"Paris, 1990s.\"}",
                "{\"id\":\"a\",\"model\":\"n\",\"response\":\"\"}");
        assertThat(GtpredRecords.readResponses(r)).extracting(GtpredRecords.Response::text)
                .containsExactly("Paris, 1990s.", "");
        Path missing = write("m.jsonl", "{\"id\":\"a\",\"model\":\"m\"}");
        assertThatThrownBy(() -> GtpredRecords.readResponses(missing))
                .hasMessage(missing + ":1: field \"response\": is required (the line has \"id\", \"model\")");
        Path dup = write("d.jsonl", "{\"id\":\"a\",\"model\":\"m\",\"response\":\"x\"}",
                "{\"id\":\"a\",\"model\":\"m\",\"response\":\"y\"}");
        assertThatThrownBy(() -> GtpredRecords.readResponses(dup)).hasMessageContaining("d.jsonl:2: field \"id\": duplicate response");
    }

    @Test
    void yearsOutsideTheCalendarAreDataErrors() throws Exception {
        for (String year : List.of("[-2147483648, 2147483647]", "99999999999", "0", "[1990, 12000]")) {
            Path t = java.nio.file.Files.writeString(dir.resolve("t.jsonl"), "{\"id\":\"a\",\"year\":" + year + "}\n");
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> GtpredRecords.readTruth(t))
                    .as(year).isInstanceOf(org.georc.core.InvalidInputException.class)
                    .hasMessageContaining("field \"year\"").hasMessageContaining("[1, 9999]");
        }
    }
}
