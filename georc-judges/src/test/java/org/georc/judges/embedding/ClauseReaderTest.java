package org.georc.judges.embedding;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import org.georc.core.ConfigurationException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ClauseReaderTest {
    private final ClauseReader reader = ClauseReader.defaults();

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
        "road has a yellow middle line|center-line",
        "white center lines|center-line",
        "solid white centre line|center-line",
        "a broken white line runs down the middle of the road|center-line",
        "white bollards|bollard",
        "the roadside posts are white|bollard",
        "concrete utility poles|utility-pole",
        "wooden poles|utility-pole",
        "number plates have white lettering|licence-plate",
        "white painted houses|house",
        "chalet-style house|house",
        "kerbs painted black and yellow|kerb",
        "curbs striped yellow and black|kerb",
        "snow poles line the road|snow-pole"})
    void synonymsAndPluralsReadAsOneObjectClass(String clause, String cls) {
        assertThat(reader.read(clause).objects()).first().isEqualTo(cls);
        assertThat(reader.read(clause).known()).isTrue();
    }

    @Test
    void settingsCountOnlyWhenNothingElseIsNamed() {
        assertThat(reader.read("yellow center line on a paved road").objects()).containsExactly("center-line");
        assertThat(reader.read("road is a dirt track").objects()).containsExactly("road");
        assertThat(reader.read("road is a dirt track").known()).isFalse();
    }

    @Test
    void valuesAttachToTheObjectTheyDescribe() {
        ClauseReading r = reader.read("white bollards with a black cap");
        assertThat(r.attachments()).extracting(a -> a.value() + "@" + a.object())
                .containsExactlyInAnyOrder("white@bollard", "black@cap");
        assertThat(reader.read("bollards are black").attachments()).extracting(ClauseReading.Attachment::object)
                .containsExactly("bollard");
        // side of traffic describes the scene
        assertThat(reader.read("cars drive on the left").attachments())
                .extracting(a -> a.family() + "=" + a.value() + "@" + a.object()).containsExactly("traffic-side=left@*");
    }

    @Test
    void terrainDescribesTheLandNotRoofs() {
        assertThat(reader.read("flat grassy plains").values()).contains("terrain=flat");
        assertThat(reader.read("flat roofs").values()).contains("slope=flat").doesNotContain("terrain=flat");
    }

    @Test
    void negationsReachObjectsValuesAndLessWords() {
        ClauseReading noLine = reader.read("no center line");
        assertThat(noLine.objects()).isEmpty();
        assertThat(noLine.negatedObjects()).containsExactly("center-line");
        assertThat(reader.read("signs are not cyrillic").negatedValues()).containsExactly("script=cyrillic");
        assertThat(reader.read("endless treeless steppe").negatedObjects()).containsExactly("tree");
        assertThat(reader.read("unmarked dirt track").negatedKinds()).containsExactly("line");
        assertThat(reader.read("vending machines are missing").negatedObjects()).contains("vend", "machin");
        // "no markings" rules out every kind of line; "no lines along the edges" only edge lines
        assertThat(reader.read("road without any markings").negatedKinds()).containsExactly("line");
        assertThat(reader.read("no lines along the edges").negatedObjects()).containsExactly("edge-line");
        assertThat(reader.read("no vegetation at all").negatedKinds()).containsExactly("vegetation");
    }

    @Test
    void otherWordsAreDetailsInACrudeCommonForm() {
        assertThat(reader.read("cattle grazing").details()).containsExactly("graz");
        assertThat(reader.read("cows graze on the grass").details()).contains("graz");
        assertThat(reader.read("white houses").details()).isEmpty();
        assertThat(reader.read("white houses").bare()).isFalse();
        assertThat(reader.read("houses").bare()).isTrue();
    }

    @Test
    void blankAndOddInputReadAsNothing() {
        ClauseReading empty = reader.read("   ");
        assertThat(empty.objects()).isEmpty();
        assertThat(empty.bare()).isTrue();
        ClauseReading symbols = reader.read("!!! ??? ---");
        assertThat(symbols.objects()).isEmpty();
        String longClause = "white ".repeat(2_000) + "bollards";
        assertThat(reader.read(longClause).objects()).containsExactly("bollard");
    }

    @Test
    void usersAddObjectClassesAndFamiliesWithFiles(@TempDir Path dir) throws Exception {
        Path objects = Files.writeString(dir.resolve("objects.txt"), "stupa < building: stupa, chorten\n");
        ClauseReader extended = reader.withObjects(objects);
        assertThat(reader.read("white chorten").known()).isFalse();
        assertThat(extended.read("white chorten").objects()).containsExactly("stupa");
        assertThat(extended.lexicon().related("stupa", "building")).isTrue();
        Files.writeString(objects, "stupa < pagodaa: stupa\n");
        assertThatThrownBy(() -> reader.withObjects(objects)).isInstanceOf(ConfigurationException.class)
                .hasMessageContaining("objects.txt:1").hasMessageContaining("unknown parent class \"pagodaa\"");
        Files.writeString(objects, "stupa stupa: x\n");
        assertThatThrownBy(() -> reader.withObjects(objects)).hasMessageContaining("objects.txt:1");
        Path families = Files.writeString(dir.resolve("families.txt"), "family roof-colour object maybe\n");
        assertThatThrownBy(() -> reader.withFamilies(families)).isInstanceOf(ConfigurationException.class)
                .hasMessageContaining("families.txt:1").hasMessageContaining("unknown flag \"maybe\"");
        Files.writeString(families, "family plate-code object open\nred: red\n");
        assertThatThrownBy(() -> reader.withFamilies(families)).isInstanceOf(ConfigurationException.class)
                .hasMessageContaining("families.txt:2").hasMessageContaining("one \"pattern: REGEX\" line");
        Files.writeString(families, "family plate-code object open\npattern: ([a-z\n");
        assertThatThrownBy(() -> reader.withFamilies(families)).isInstanceOf(ConfigurationException.class)
                .hasMessageContaining("families.txt:2").hasMessageContaining("bad pattern");
        Files.writeString(families, "family plate-code object open\n");
        assertThatThrownBy(() -> reader.withFamilies(families)).hasMessageContaining("families.txt:1")
                .hasMessageContaining("has no \"pattern: REGEX\" line");
        Files.writeString(families, "family plate-code object open\npattern: a*\n");
        assertThatThrownBy(() -> reader.withFamilies(families)).hasMessageContaining("families.txt:2")
                .hasMessageContaining("never nothing");
        Files.writeString(families, "family plate-code object open\npattern: a)|(b\n");
        assertThatThrownBy(() -> reader.withFamilies(families)).hasMessageContaining("families.txt:2")
                .hasMessageContaining("bad pattern");
        Files.writeString(families, "family colour object open\npattern: [a-z]+ish\n");
        assertThatThrownBy(() -> reader.withFamilies(families)).hasMessageContaining("families.txt:1")
                .hasMessageContaining("cannot become open");
        Files.writeString(families, "family plate-code object open\npattern: [a-z]{2}\\d{3}\n");
        ClauseReader coded = reader.withFamilies(families);
        assertThat(coded.read("plate reads ab123").values()).contains("plate-code=ab123");
        assertThatThrownBy(() -> reader.withFamilies(dir.resolve("missing.txt")))
                .isInstanceOf(ConfigurationException.class).hasMessageContaining("missing.txt");
    }

    @Test
    void bareOfFreeOfAndDevoidOfNegateWhatFollows() {
        assertThat(reader.read("hills bare of trees").negatedObjects()).contains("tree");
        assertThat(reader.read("a road free of markings").negatedKinds()).containsExactly("line");
        assertThat(reader.read("a bare hillside").negatedObjects()).isEmpty();
        assertThat(reader.read("clear blue sky").negatedObjects()).isEmpty();
    }

    @Test
    void aValueInsideALongerValueOfAnotherFamilyIsPartOfIt() {
        assertThat(reader.read("traffic drives on the left").attachments())
                .extracting(a -> a.family() + "=" + a.value()).containsExactly("traffic-side=left");
        assertThat(reader.read("a blue band on the left of the plate").attachments())
                .extracting(a -> a.family() + "=" + a.value()).contains("position=left", "colour=blue");
        // the side traffic uses is the side of traffic
        assertThat(reader.read("traffic uses the right-hand side").attachments())
                .extracting(a -> a.family() + "=" + a.value() + "@" + a.object()).containsExactly("traffic-side=right@*");
    }

    @Test
    void aValueWaitingForItsNounDangles() {
        assertThat(reader.endsWithDanglingValue("the soil is made of red")).isTrue();
        assertThat(reader.endsWithDanglingValue("the sky is blue")).isFalse();
        assertThat(reader.endsWithDanglingValue("white bollards")).isFalse();
        assertThat(reader.endsWithDanglingValue("")).isFalse();
    }

    @Test
    void namesObjectSeesPresentAndAbsentClasses() {
        assertThat(reader.namesObject("white bollards")).isTrue();
        assertThat(reader.namesObject("no center line")).isTrue();
        assertThat(reader.namesObject("stony and parched")).isFalse();
    }

    @Test
    void lineUpIsAVerbNotALine() {
        assertThat(reader.read("riders line up at the crossroads").objects()).containsExactly("people");
        assertThat(reader.read("a line of white dashes").objects()).contains("line");
    }

    @Test
    void aValueAfterACopulaDescribesTheSubjectOfItsPartOfTheClause() {
        // the subject, not the car of "on the car ahead" nor the roofs after the predicate
        assertThat(reader.read("rear number plate on the car ahead is white").valuesByObject())
                .containsEntry("colour|licence-plate", java.util.Set.of("white"));
        assertThat(reader.read("wooden houses painted red have roofs covered in grass").valuesByObject())
                .containsEntry("colour|house", java.util.Set.of("red"));
        // the head of a compound, and the part of the clause after "and"
        assertThat(reader.read("shop wall is painted blue with vodacom branding").valuesByObject())
                .containsEntry("colour|wall", java.util.Set.of("blue"));
        assertThat(reader.read("front plate is white and one at the back is blue").valuesByObject())
                .containsEntry("colour|licence-plate", java.util.Set.of("white"));
        // "or" and a comma end a part of the clause too
        assertThat(reader.read("the taxi is yellow, the bus is blue").valuesByObject().values())
                .noneMatch(v -> v.containsAll(java.util.Set.of("yellow", "blue")));
        assertThat(reader.read("the sign is blue or the post is green").valuesByObject().values())
                .noneMatch(v -> v.containsAll(java.util.Set.of("green", "blue")));
    }

    @Test
    void terseJargonThatNamesTheThingFirstGivesItTheValueAfterIt() {
        assertThat(reader.read("rear plate yellow black characters").valuesByObject())
                .containsEntry("colour|licence-plate", java.util.Set.of("yellow"));
    }

    @Test
    void zeroAndNothingNegate() {
        assertThat(reader.read("zero trees").negatedObjects()).contains("tree");
        assertThat(reader.read("nothing painted at the edges").negatedObjects()).isNotEmpty();
        assertThat(reader.read("nothing but forest along the road").negatedObjects()).isEmpty();
        assertThat(AttributeConflicts.defaults().conflict("nothing painted at the edges", "no edge lines")).isEmpty();
        assertThat(AttributeConflicts.defaults().conflict("zero trees", "slopes with no trees whatsoever")).isEmpty();
        // a clause about the side of traffic says nothing about cars in view
        assertThat(AttributeConflicts.defaults().conflict("traffic stays on the right", "no car in shot")).isEmpty();
    }

    @Test
    void unmarkedEdgesRuleOutEdgeLinesOnly() {
        assertThat(reader.read("edges are unmarked").negatedObjects()).contains("edge-line").doesNotContain("line");
        assertThat(reader.read("an unmarked road").negatedObjects()).contains("line");
        assertThat(AttributeConflicts.defaults().conflict("edges are unmarked", "single yellow centre line faded")).isEmpty();
        assertThat(AttributeConflicts.defaults().conflict("edges are unmarked", "white edge lines")).isPresent();
    }
}
