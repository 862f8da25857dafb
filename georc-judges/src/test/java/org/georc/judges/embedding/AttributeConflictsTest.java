package org.georc.judges.embedding;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.georc.core.ConfigurationException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class AttributeConflictsTest {
    private final AttributeConflicts c = AttributeConflicts.defaults();

    @ParameterizedTest(name = "{0} <-> {1}")
    @CsvSource(delimiter = '|', value = {
        // colour, with the same object named by synonyms
        "white dashed center lines|solid yellow center lines|colour",
        "road has a yellow middle line|white center lines|colour",
        "yellow centre line|white line down the middle|colour",
        "bollards are black|white bollards|colour",
        "white roadside posts|black bollards|colour",
        "white text on a green background|white text on a blue background|colour",
        "whitewashed houses|red wooden houses|colour",
        // patterns, counts, shapes, slopes, sizes
        "dashed white edge lines|solid white edge lines|line-pattern",
        "single yellow center line|double yellow center line|count",
        "barbed wire fences along both sides of the road|a fence along only one side of the road|count",
        "three-wheeled mototaxis|four-wheeled mototaxis|count",
        "a yellow triangular warning sign|a yellow circular warning sign|shape",
        "white round gers|white square gers|shape",
        "flat roofs|pitched roofs|slope",
        "terraced rice fields|flat rice fields|slope",
        "tall coconut palms|short coconut palms|height",
        "dense boreal forest|sparse boreal forest|density",
        // materials
        "wooden utility poles|concrete utility poles|material",
        "timber power poles|steel power poles|material",
        "houses with terracotta roofs|houses with thatched roofs|material",
        // scene-wide: traffic, climate and vegetation zones, terrain, surface, camera
        "left-hand traffic|cars drive on the right|traffic-side",
        "traffic keeps to the left|drives on the right|traffic-side",
        "arid red earth|tropical vegetation|aridity",
        "dry desert landscape|lush green landscape|aridity",
        "boreal forest of spruce|tropical forest of palms|climate-zone",
        "flat grassy plains|hilly grasslands|terrain",
        "paved road|dirt road through the village|surface",
        "coverage is gen 3|coverage is gen 4|camera-generation",
        "endless treeless steppe|endless wooded steppe|tree-cover",
        // presence vs absence, and negated values
        "no yellow markings|yellow markings|colour",
        "signs are not cyrillic|cyrillic signs|script",
        "road without any markings|white edge markings|presence",
        "no vending machines beside the houses|vending machines beside the houses|presence",
        "vending machines are missing|vending machines|presence",
        "no center line|road has a yellow middle line|presence",
        "no vegetation at all|dense shrubs|presence",
        "no follow car behind the street view car|a follow car behind the street view car|presence"})
    void flippedAttributesConflict(String a, String b, String family) {
        assertThat(c.conflict(a, b)).as(a + " vs " + b).hasValueSatisfying(r -> assertThat(r).contains(family));
        assertThat(c.conflict(b, a)).as(b + " vs " + a).isPresent();
    }

    @ParameterizedTest(name = "{0} <-> {1}")
    @CsvSource(delimiter = '|', value = {
        // co-occurrence: a chain may name two scripts, languages or tree kinds
        "arabic numerals on km markers|thai script on km markers",
        "pine and palm trees along the road|palm trees along the road",
        "pine trees|palm trees",
        "pine trees with peeling bark|eucalyptus trees with peeling bark",
        "hangul characters on the signs|kanji and kana on the signs",
        "cyrillic script on the shop signs|latin script on the shop signs",
        "signs in english and french|signs in french",
        "flat farmland|mountains behind the fields",
        "black and white chevrons|white chevrons",
        // synonyms
        "timber utility poles|wooden utility poles",
        "gum trees with peeling bark|eucalyptus trees with peeling bark",
        "broken white edge lines|dashed white edge lines",
        "keep left|left-hand traffic",
        "round tanks|cylindrical tanks",
        // different objects
        "white sign|yellow line",
        "white bollards|black cap",
        "dashed edges are solid white|white dashed center lines",
        "flat roofs|hilly fields",
        "white edge lines|yellow center line",
        "yellow center line|white no-passing line",
        // compatible negations
        "signs are not cyrillic|latin script on the signs",
        "no center line|white edge lines",
        "no lines along the edges|white dashed center line",
        "no center line|no middle line",
        "red and white striped poles|white poles",
        "yellow center lines|yellow center line on a paved road",
        "snow poles line the road|snow poles along the mountain road",
        "narrow road with a white edge line|narrow road",
        "endless treeless steppe|no trees"})
    void coOccurrenceSynonymsDifferentObjectsAndCompatibleNegationsDoNotConflict(String a, String b) {
        assertThat(c.conflict(a, b)).as(a + " vs " + b).isEmpty();
        assertThat(c.conflict(b, a)).as(b + " vs " + a).isEmpty();
    }

    @ParameterizedTest(name = "{0} <-> {1}")
    @CsvSource(delimiter = '|', value = {
        // palm kinds: one scene grows one kind
        "coconut palms along the beach road|date palms along the beach road|palm-kind",
        "sugar palms over the fields|oil palms over the fields|palm-kind",
        // crops the lexicon now names as plants, trees or groves
        "banana plants on the hillside|coffee bushes on the hillside|crop",
        "rubber trees in neat rows|an oil palm plantation in neat rows|crop",
        "olive groves on the hills|vineyards on the hills|crop",
        // the bedrock of the land
        "a karst landscape with low scrub|a volcanic landscape with low scrub|rock",
        "bare limestone ground|dark basalt ground|rock",
        // a band on both ends is not a band on one side
        "a plate with blue bands on both ends|a plate with a blue band only on the left|position",
        // on a dual carriageway: in the median or along the outer edges
        "streetlights in the median|streetlights along the outer edges|position",
        // sand dunes are dunes
        "white sand dunes in the distance|red dunes in the distance|colour",
        // old against new: the Mercosur plate is the new format
        "an old black licence plate on the truck|a mercosur plate on the truck|age",
        "modern concrete houses|old concrete houses|age"})
    void newFamiliesOfIssue24Conflict(String a, String b, String family) {
        assertThat(c.conflict(a, b)).as(a + " vs " + b).hasValueSatisfying(r -> assertThat(r).contains(family));
        assertThat(c.conflict(b, a)).as(b + " vs " + a).isPresent();
    }

    @ParameterizedTest(name = "{0} <-> {1}")
    @CsvSource(delimiter = '|', value = {
        "km marker reads cg-2|km marker reads cs-2",
        "plate badge says 974|plate badge shows 971",
        "speed limit sign shows 50|speed limit sign shows 60"})
    void codesOnTheSameThingConflictWhenTheyDiffer(String a, String b) {
        assertThat(c.conflict(a, b)).as(a + " vs " + b).hasValueSatisfying(r -> assertThat(r).contains("code"));
    }

    @ParameterizedTest(name = "{0} <-> {1}")
    @CsvSource(delimiter = '|', value = {
        "blue characters and a small coat of arms on the right|white plate, tiny coat of arms at the left|position",
        "small white plate has the word printed along the bottom|small white plate, word along the top|position",
        "speed limit sign gives the limit in kilometres per hour|mph speed limit signs|speed-unit",
        "three-letter city code|2-letter city code|count",
        "rear number plate on the car ahead is white|rear plate yellow, black characters|colour",
        "wooden houses painted red have roofs covered in grass|black-tarred wooden houses|colour"})
    void roundFourReadingsCatchTheseOneAttributeChanges(String a, String b, String family) {
        assertThat(c.conflict(a, b)).as(a + " vs " + b).hasValueSatisfying(r -> assertThat(r).contains(family));
    }

    @ParameterizedTest(name = "{0} <-> {1}")
    @CsvSource(delimiter = '|', value = {
        "cars carry white plates edged with a red band along the top and bottom|plates white, red strips top + bottom edge",
        "observation 4: a wide highway|a dual carriageway",
        "kerbstones are painted alternately red and white|kerbs painted red-and-white"})
    void roundFourReadingsLeaveTheseAlone(String a, String b) {
        assertThat(c.conflict(a, b)).as(a + " vs " + b).isEmpty();
    }

    @ParameterizedTest(name = "{0} <-> {1}")
    @CsvSource(delimiter = '|', value = {
        // a review of round 4: a parked car has no side of traffic, "nothing but" negates nothing,
        // a range is no count, the G4 expressway is no camera, an older car is no older coverage
        "a car parked on the left|drives on the right",
        "nothing but forest along the road|dense forest along the road",
        "nothing unusual about the markings, a dashed white centre line|dashed white center line",
        "houses are 2-3 storeys tall|three-storey houses",
        "a sign for the g4 expressway|gen 3 camera",
        "an older generation toyota corolla|gen 4 camera",
        "a grainy sandy road surface|fourth generation camera"})
    void roundFourReviewCasesDoNotClash(String a, String b) {
        assertThat(c.conflict(a, b)).as(a + " vs " + b).isEmpty();
    }

    @ParameterizedTest(name = "{0} <-> {1}")
    @CsvSource(delimiter = '|', value = {
        "no cars visible|a white car is parked by the road",
        "an unmarked road with grassy edges|a dashed white centre line"})
    void roundFourReviewCasesStillClash(String a, String b) {
        assertThat(c.conflict(a, b)).as(a + " vs " + b).isPresent();
    }

    @ParameterizedTest(name = "{0} <-> {1}")
    @CsvSource(delimiter = '|', value = {
        "km marker reads cg-2|kilometre marker with the road number CG-2",
        "plate badge says 974|the plate's badge reads 974",
        "gen 3 camera|gen 4 in the village, plate badge says 974",
        "plates have a 2-digit region code|plates have a two-digit region code"})
    void theSameCodeWrittenAnotherWayAndCameraGenerationsAreNoCodeClash(String a, String b) {
        if (a.contains("cg-2")) {
            assertThat(ClauseReader.defaults().read(b.toLowerCase(java.util.Locale.ROOT)).values()).contains("code=cg2");
        }
        assertThat(c.conflict(a, b)).as(a + " vs " + b).satisfiesAnyOf(
                r -> assertThat(r).isEmpty(), r -> assertThat(r.orElseThrow()).doesNotContain("(code)"));
    }

    @ParameterizedTest(name = "{0} <-> {1}")
    @CsvSource(delimiter = '|', value = {
        "palm trees along the road|coconut palms along the road",
        "sugar palms and coconut palms|coconut palms",
        "rows of plane trees|rows of poplar trees",
        "black locust rows along the fields|poplar rows along the fields",
        "banana plants and coffee bushes|coffee bushes",
        "limestone houses|volcanic hills",
        "signs in malay|signs in malay and english",
        "blue bands on both ends of the plate|plate with blue bands at both ends",
        "fences on both sides of the road|fences on either side of the road",
        "streetlights in the median|tall streetlights on the central reservation",
        "sand dunes in the distance|red dunes in the distance",
        "a mercosur plate|a new mercosur-style plate",
        "an old car parked by the road|old houses by the road"})
    void newFamiliesOfIssue24KeepListsAndCoOccurrence(String a, String b) {
        assertThat(c.conflict(a, b)).as(a + " vs " + b).isEmpty();
        assertThat(c.conflict(b, a)).as(b + " vs " + a).isEmpty();
    }

    @Test
    void malayAndIndonesianAreTwoLanguagesAndSomeLettersNameTheirLanguage() {
        ClauseReader r = c.reader();
        assertThat(r.read("signs in indonesian").values()).contains("language=indonesian").doesNotContain("language=malay");
        assertThat(r.read("signs in malay").values()).contains("language=malay");
        assertThat(r.read("the letter ỹ on the sign").values()).contains("language=guarani");
        assertThat(r.read("the letter ђ on the sign").values()).contains("language=serbian");
        assertThat(r.read("black locust trees").values()).contains("tree=robinia").noneMatch(v -> v.startsWith("colour="));
        // case folding across scripts: the pronoun "I" is not the Turkish dotless "ı"
        assertThat(r.read("i can see a sign in german").values()).containsExactly("language=german");
        assertThat(r.read("the letter ı on the sign").values()).contains("language=turkish");
    }

    @Test
    void aValueThatDescribesNoNamedObjectDescribesTheObjectBothClausesName() {
        // "blue" finds no object after it ("on" ends the search) and none before it
        assertThat(c.conflict("the licence plate has yellow bands on both ends", "blue bands on both ends of the plate"))
                .hasValueSatisfying(r -> assertThat(r).contains("colour").contains("licence-plate"));
        // the reading puts "grey" on the setting the soil lies along
        assertThat(c.conflict("the soil along the road is grey", "red soil")).isPresent();
        // a loose value that the other clause names anywhere clashes with nothing
        assertThat(c.conflict("red dirt road through lush tropical vegetation",
                "red earth track runs through dense green tropical plants")).isEmpty();
        // values on two different named objects stay apart
        assertThat(c.conflict("black plates", "plates with white letters")).isEmpty();
        assertThat(c.conflict("a white sign with text", "a sign with yellow text")).isEmpty();
        assertThat(c.conflict("the licence plate has blue bands on both ends", "blue bands on both ends of the plate"))
                .isEmpty();
    }

    @Test
    void statementsReadClauseByClauseConfirmAClashThatTheWholeStatementBlurs() {
        ClauseReader r = c.reader();
        ClauseReading yellow = r.read("road has a yellow centre line");
        ClauseReading white = r.read("white centre line");
        List<ClauseReading> cand = List.of(yellow, r.read("solid white lines along both edges with narrow shoulder"));
        List<ClauseReading> ref = List.of(white, r.read("solid white edges"), r.read("narrow shoulder"));
        // read as one clause, the candidate statement's later "white" lands on the centre line
        assertThat(c.conflict("the road has a yellow centre line and solid white lines along both edges, with a narrow shoulder",
                "white centre line, solid white edges, narrow shoulder")).isEmpty();
        assertThat(c.confirmedByClauses(yellow, white, cand, ref)).isTrue();
        // a list split into clauses confirms nothing against a clause of the same list
        ClauseReading black = r.read("black bollards");
        ClauseReading whiteBollards = r.read("white bollards");
        assertThat(c.confirmedByClauses(black, whiteBollards, List.of(black, r.read("and white bollards")),
                List.of(whiteBollards))).isFalse();
        // only a clash of two values confirms: agreeing clauses confirm nothing
        assertThat(c.confirmedByClauses(white, white, List.of(white), List.of(white))).isFalse();
    }

    @Test
    void coOccurringFamiliesWithNoValueInCommonAreDifferentEvidenceWhateverTheObject() {
        assertThat(c.differentCoOccurringValues(c.reader().read("the valley is covered in bamboo"), c.reader().read("pine")))
                .isTrue();
        assertThat(c.differentCoOccurringValues(c.reader().read("signs in french"), c.reader().read("the sign is in spanish")))
                .isTrue();
        assertThat(c.differentCoOccurringValues(c.reader().read("pine and palm trees"), c.reader().read("palm trees")))
                .isFalse();
        assertThat(c.differentCoOccurringValues(c.reader().read("the valley is steep"), c.reader().read("pine")))
                .isFalse();
        // car makes are brands: different evidence, never a contradiction
        assertThat(c.differentCoOccurringValues(c.reader().read("a toyota parked by the road"),
                c.reader().read("a lada parked by the road"))).isTrue();
        assertThat(c.conflict("a toyota parked by the road", "a lada parked by the road")).isEmpty();
        assertThat(c.differentCoOccurringValues(c.reader().read("a toyota and an old audi"),
                c.reader().read("a lada and an old audi"))).isFalse();
        // a negated value leaves the family to the negation check
        assertThat(c.differentCoOccurringValues(c.reader().read("signs in french, not spanish"),
                c.reader().read("signs in german"))).isFalse();
        // exclusive families are the contradiction check's business, not this one's
        assertThat(c.differentCoOccurringValues(c.reader().read("white bollards"), c.reader().read("black bollards")))
                .isFalse();
    }

    @Test
    void theExamplesOfDocsContradictionsHoldAsWritten() {
        // docs/CONTRADICTIONS.md: each row of its table, its opening example and its stated blind spot
        assertThat(c.conflict("the centre line is yellow", "white centre lines")).isPresent();
        assertThat(c.conflict("yellow middle line", "white centre lines")).isPresent();
        assertThat(c.conflict("white sign", "yellow line")).isEmpty();
        assertThat(c.conflict("cars drive on the left", "right-hand traffic")).isPresent();
        assertThat(c.conflict("arid", "flat")).isEmpty();
        assertThat(c.conflict("not Cyrillic", "Cyrillic script")).isPresent();
        assertThat(c.conflict("not Cyrillic", "Latin script")).isEmpty();
        assertThat(c.conflict("no centre line", "a yellow middle line")).isPresent();
        assertThat(c.conflict("no centre line", "white edge lines")).isEmpty();
        assertThat(c.conflict("the markings are the colour of butter", "white markings")).isEmpty();
    }

    @Test
    void theReasonNamesBothValuesAndTheObject() {
        assertThat(c.conflict("solid yellow center lines", "white middle line"))
                .hasValueSatisfying(r -> assertThat(r).contains("yellow").contains("white").contains("center-line"));
        assertThat(c.conflict("no center line", "yellow center line"))
                .hasValueSatisfying(r -> assertThat(r).isEqualTo("conflict (presence): no center-line vs center-line"));
    }

    @Test
    void emptyAndSymbolOnlyClausesNeverConflict() {
        assertThat(c.conflict("", "white center line")).isEmpty();
        assertThat(c.conflict("???", "!!!")).isEmpty();
    }

    @Test
    void usersExtendTheLexiconWithAFile(@TempDir Path dir) throws Exception {
        Path lex = dir.resolve("extra.txt");
        Files.writeString(lex, "family roof-finish object\nglazed: glazed\nmatte: matte, unglazed\n");
        AttributeConflicts extended = c.extendedWith(lex);
        assertThat(c.conflict("glazed roof tiles", "unglazed roof tiles")).isEmpty();
        assertThat(extended.conflict("glazed roof tiles", "unglazed roof tiles"))
                .hasValueSatisfying(r -> assertThat(r).contains("roof-finish"));
        Files.writeString(lex, "family script global cooccur nominal\nthaana: thaana\n");
        assertThat(c.extendedWith(lex).conflict("thaana script", "latin script")).isEmpty();
        Files.writeString(lex, "colour: teal\n");
        assertThatThrownBy(() -> c.extendedWith(lex)).isInstanceOf(ConfigurationException.class)
                .hasMessageContaining("extra.txt:1");
    }
}
