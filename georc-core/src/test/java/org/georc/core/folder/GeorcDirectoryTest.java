package org.georc.core.folder;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.georc.core.InvalidInputException;
import org.georc.core.records.CandidateRecord;
import org.georc.core.records.Datasets;
import org.georc.core.records.ReferenceRecord;
import org.georc.core.records.ReferenceSet;
import org.georc.core.chain.ChainParser;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The released GeoRC layout: per-round images and truths, expert files with Round sections, candidate files. */
class GeorcDirectoryTest {
    @TempDir
    Path dir;
    Path root;

    private Path write(String name, String text) throws Exception {
        Path p = root.resolve(name);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
        return p;
    }

    @BeforeEach
    void folder() throws Exception {
        root = dir.resolve("GeoRC");
        write("alps/alps_1.png", "png");
        write("alps/alps_2.JPG", "jpg");
        write("alps/alps_3.webp", "webp");
        write("alps/Human_Chain_3.txt", """
                Round 1
                Reasoning:
                - Onion-domed church tower.
                Conclusion: Austria
                Round 2 - Kenya
                - Red soil along the road.
                Round 3: Snow poles with red tops.
                - Wooden chalets with balconies.
                """);
        write("alps/Human_Chain_1.txt", "Round 2\n- Red dirt road shoulders.\n- Acacia trees.\n");
        write("alps/candidate_reasoning_chain_gpt-5_1.txt", "- A church with an onion dome.\nConclusion: Austria\n");
        write("alps/candidate_reasoning_chain_gpt-5_2.txt", "- Reddish soil.\nConclusion: Kenya\n");
        write("alps/candidate_reasoning_chain_qwen_2.5_3.txt", "- Snow poles by the road.\n");
        write("locations.csv", "id,country,city,lat,lon\nalps/1,Austria,\"Hallstatt, Upper Austria\",47.56,13.65\n"
                + "alps/2,Kenya,Nairobi,,\n");
    }

    @Test
    void everyRoundHasItsOwnImageCountryAndExperts() {
        GeorcDirectory.Dataset d = GeorcDirectory.read(root);
        assertThat(d.locations()).containsOnlyKeys("alps/1", "alps/2", "alps/3");
        assertThat(d.locations().get("alps/1").image().getFileName()).hasToString("alps_1.png");
        assertThat(d.locations().get("alps/2").image().getFileName()).hasToString("alps_2.JPG");
        assertThat(d.locations().get("alps/3").image().getFileName()).hasToString("alps_3.webp");
        assertThat(d.locations().get("alps/1").truth().city()).isEqualTo("Hallstatt, Upper Austria");
        assertThat(d.locations().get("alps/1").truth().lat()).isEqualTo(47.56);
        assertThat(d.locations().get("alps/3").truth()).isNull();

        ReferenceSet refs = d.references();
        assertThat(refs.forId("alps/2")).extracting(ReferenceRecord::expert).containsExactly(1, 3);
        ReferenceRecord r2 = refs.forId("alps/2").get(1);
        assertThat(r2.country()).isEqualTo("Kenya");
        assertThat(r2.image().getFileName()).hasToString("alps_2.JPG");
        // the place name after the round number is part of the header, not a statement
        assertThat(r2.chain().statements()).containsExactly("Red soil along the road.");
        assertThat(refs.forId("alps/3").get(0).chain().statements())
                .containsExactly("Snow poles with red tops.", "Wooden chalets with balconies.");
        assertThat(refs.forId("alps/1").get(0).chain().conclusion()).containsExactly("Austria");
        assertThat(r2.source()).contains("Human_Chain_3.txt:5").contains("round 2");

        assertThat(d.candidates()).extracting(CandidateRecord::id, CandidateRecord::model).containsExactly(
                org.assertj.core.groups.Tuple.tuple("alps/1", "gpt-5"), org.assertj.core.groups.Tuple.tuple("alps/2", "gpt-5"),
                org.assertj.core.groups.Tuple.tuple("alps/3", "qwen_2.5"));
        assertThat(d.models()).containsExactly("gpt-5", "qwen_2.5");
        assertThat(d.notes()).anyMatch(n -> n.contains("1 location(s) have no line in"));
        // the raw section starts with its header line, whose place name the reading drops
        assertThat(d.text(r2.source())).startsWith("Round 2 - Kenya\n- Red soil along the road.");
    }

    @Test
    void theReferenceExpertIsChosenAndLocationsWithoutItAreListed() throws Exception {
        write("alps/Human_Chain_3.txt", "Round 1\n- Onion-domed church tower.\n");
        ReferenceSet refs = GeorcDirectory.read(root).references();
        ReferenceSet.Selection s = refs.select(3, List.of());
        assertThat(s.references()).containsOnlyKeys("alps/1");
        assertThat(s.missing()).containsExactly("alps/2");
        ReferenceSet.Selection f = refs.select(3, List.of(2, 1));
        assertThat(f.references().get("alps/2").expert()).isEqualTo(1);
        assertThat(f.fallbacks()).containsEntry("alps/2", 1);
        // alps/3 has an image but no expert at all: a location, but never a reference
        assertThat(refs.forId("alps/3")).isEmpty();
    }

    @Test
    void unknownFilesAreErrorsOrListedNeverSkippedSilently() throws Exception {
        write("alps/notes.md", "stray");
        write("alps/expert.txt", "Round 1\n- Old layout.\n");
        assertThatThrownBy(() -> GeorcDirectory.read(root)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("2 file(s)").hasMessageContaining("notes.md").hasMessageContaining("expert.txt")
                .hasMessageContaining("`ignoreUnknownFiles`");
        GeorcDirectory.Dataset d = GeorcDirectory.read(root, GeorcDirectory.Options.builder().ignoreUnknownFiles(true).build());
        assertThat(d.notes()).anyMatch(n -> n.contains("notes.md") && n.contains("not read"));
        write(".DS_Store", "x");
        assertThat(GeorcDirectory.read(root, GeorcDirectory.Options.builder().ignoreUnknownFiles(true).build()).notes())
                .anyMatch(n -> n.contains("1 hidden file"));
    }

    @Test
    void errorsNameTheFileAndTheLine() throws Exception {
        Path expert = write("alps/Human_Chain_2.txt", "Round 1\n- Evidence one here.\n\nRound 1\n- Again.\n");
        assertThatThrownBy(() -> GeorcDirectory.read(root)).hasMessageStartingWith(expert + ":4: ")
                .hasMessageContaining("round 1 appears twice (first at line 1)");
        write("alps/Human_Chain_2.txt", "- Stray statement first.\nRound 1\n- Evidence.\n");
        assertThatThrownBy(() -> GeorcDirectory.read(root)).hasMessageStartingWith(expert + ":1: ")
                .hasMessageContaining("before the first");
        write("alps/Human_Chain_2.txt", "- No round header at all.\n");
        assertThatThrownBy(() -> GeorcDirectory.read(root)).hasMessageStartingWith(expert + ": ")
                .hasMessageContaining("no \"Round N\" header");
        Files.delete(expert);
        Path cand = write("alps/candidate_reasoning_chain_gpt-5_7.txt", "- Something.\n");
        assertThatThrownBy(() -> GeorcDirectory.read(root)).hasMessageStartingWith(cand.toString())
                .hasMessageContaining("round 7");
        Files.delete(cand);
        Path unnamed = write("alps/candidate_reasoning_chain_1.txt", "- Something.\n");
        assertThatThrownBy(() -> GeorcDirectory.read(root)).hasMessageStartingWith(unnamed.toString())
                .hasMessageContaining("`candidatePattern` candidate_reasoning_chain_ `candidateModel` NAME");
        GeorcDirectory.Dataset d = GeorcDirectory.read(root, GeorcDirectory.Options.builder()
                .candidatePattern("candidate_reasoning_chain_", "authors-model").build());
        assertThat(d.candidates()).filteredOn(c -> c.model().equals("authors-model"))
                .extracting(CandidateRecord::id).containsExactly("alps/1");
        write("alps/alps_1.jpg", "second image");
        assertThatThrownBy(() -> GeorcDirectory.read(root)).hasMessageContaining("a second image for round 1");
    }

    @Test
    void theSidecarIsCheckedLineByLine() throws Exception {
        Path csv = root.resolve("locations.csv");
        Files.writeString(csv, "id,country,lat,lon\nalps/1,Austria,95,10\n");
        assertThatThrownBy(() -> GeorcDirectory.read(root)).hasMessageStartingWith(csv + ":2: field \"lat\"");
        Files.writeString(csv, "id,country\nalps/1,Austria\nalps/1,Austria\n");
        assertThatThrownBy(() -> GeorcDirectory.read(root)).hasMessageContaining(csv + ":3: field \"id\": duplicate id \"alps/1\"");
        Files.writeString(csv, "id,nation\nalps/1,Austria\n");
        assertThatThrownBy(() -> GeorcDirectory.read(root)).hasMessageContaining(csv + ":1: unknown column \"nation\"");
        Files.writeString(csv, "id,country\nalps/1,\"Austria\n");
        assertThatThrownBy(() -> GeorcDirectory.read(root)).hasMessageContaining(csv + ":2: a quoted field is not closed");
        write("locations.jsonl", "{\"id\":\"alps/1\",\"country\":\"Austria\"}\n");
        assertThatThrownBy(() -> GeorcDirectory.read(root)).hasMessageContaining("both locations.csv and locations.jsonl");
        Files.delete(csv);
        assertThat(GeorcDirectory.read(root).locations().get("alps/1").truth().country()).isEqualTo("Austria");
        Files.writeString(root.resolve("locations.jsonl"), "{\"id\":\"alps/1\",\"country\":\"Austria\",\"lat\":47}\n");
        assertThatThrownBy(() -> GeorcDirectory.read(root)).hasMessageContaining("locations.jsonl:1: field \"lon\"");
    }

    @Test
    void paperModeReadsReferencesAsTheAuthorsDo() throws Exception {
        write("alps/Human_Chain_3.txt", """
                Round 1
                Reasoning
                - My reasoning starts with the church.
                - Onion-domed church tower.
                - In conclusion this looks alpine.
                - Wooden balconies with flowers.
                """);
        ReferenceRecord def = GeorcDirectory.read(root).references().forId("alps/1").get(0);
        assertThat(def.chain().statements()).hasSize(4);
        GeorcDirectory.Dataset paperSet = GeorcDirectory.read(root, GeorcDirectory.Options.builder()
                .referenceParser(ChainParser.AUTHORS_REFERENCE).build());
        ReferenceRecord paper = paperSet.references().forId("alps/1").stream().filter(r -> r.expert() == 3)
                .findFirst().orElseThrow();
        // the authors number sections by position: expert 1's only section ("Round 2") is their round 1
        assertThat(paperSet.references().forId("alps/1").stream().filter(r -> r.expert() == 1).findFirst()
                .orElseThrow().chain().statements()).containsExactly("Red dirt road shoulders.", "Acacia trees.");
        assertThat(paper.chain().statements()).containsExactly("Onion-domed church tower.");
        assertThat(paper.chain().conclusion()).containsExactly("In conclusion this looks alpine.",
                "Wooden balconies with flowers.");
    }

    @Test
    void candidateFileNamesRoundTripAndRefuseUnsafeModels() {
        assertThat(CandidateFileNames.of("gpt-5_mini", 4)).isEqualTo("candidate_reasoning_chain_gpt-5_mini_4.txt");
        assertThatThrownBy(() -> CandidateFileNames.of("Qwen/Qwen2.5-VL", 1))
                .hasMessageContaining("cannot be part of a file name");
        assertThatThrownBy(() -> CandidateFileNames.of("../x", 1)).isInstanceOf(InvalidInputException.class);
    }

    @Test
    void aJsonlFileMayHoldOneLinePerExpert() throws Exception {
        Path r = dir.resolve("r.jsonl");
        Files.writeString(r, "{\"id\":\"a\",\"expert\":1,\"chain\":\"- Red soil here.\",\"country\":\"Kenya\"}\n"
                + "{\"id\":\"a\",\"expert\":3,\"chain\":\"- Acacia trees here.\",\"country\":\"Kenya\"}\n"
                + "{\"id\":\"b\",\"chain\":\"- Snow poles here.\"}\n");
        ReferenceSet s = Datasets.readReferenceSet(r, 1000, ChainParser.DEFAULT);
        assertThat(s.select(3, List.of()).references()).containsOnlyKeys("a", "b");
        assertThat(s.select(3, List.of()).references().get("a").chain().statements()).containsExactly("Acacia trees here.");
        assertThatThrownBy(() -> Datasets.readReferences(r)).hasMessageContaining("2 expert references");
        Files.writeString(r, "{\"id\":\"a\",\"expert\":1,\"chain\":\"x\"}\n{\"id\":\"a\",\"expert\":1,\"chain\":\"y\"}\n");
        assertThatThrownBy(() -> Datasets.readReferenceSet(r, 1000, ChainParser.DEFAULT))
                .hasMessageContaining(":2: field \"expert\": id \"a\" has expert 1 twice (first at " + r + ":1)");
        Files.writeString(r, "{\"id\":\"a\",\"expert\":1,\"chain\":\"x\"}\n{\"id\":\"a\",\"chain\":\"y\"}\n");
        assertThatThrownBy(() -> Datasets.readReferenceSet(r, 1000, ChainParser.DEFAULT))
                .hasMessageContaining("every one must name its \"expert\"");
        Files.writeString(r, "{\"id\":\"a\",\"expert\":0,\"chain\":\"x\"}\n");
        assertThatThrownBy(() -> Datasets.readReferenceSet(r, 1000, ChainParser.DEFAULT))
                .hasMessageContaining(":1: field \"expert\": must be a whole number >= 1");
        Files.writeString(r, "{\"id\":\"a\",\"expert\":1,\"chain\":\"x\",\"country\":\"Kenya\"}\n"
                + "{\"id\":\"a\",\"expert\":2,\"chain\":\"y\",\"country\":\"Peru\"}\n");
        assertThatThrownBy(() -> Datasets.readReferenceSet(r, 1000, ChainParser.DEFAULT)).hasMessageContaining("\"Peru\"");
    }

    @Test
    void generatedCandidateFilesMayRecordFailures() throws Exception {
        Path c = dir.resolve("c.jsonl");
        Files.writeString(c, "{\"id\":\"a\",\"model\":\"m\",\"generation_error\":\"HTTP 500\"}\n"
                + "{\"id\":\"b\",\"model\":\"m\",\"chain\":\"- Red soil here.\"}\n"
                + "{\"id\":\"a\",\"model\":\"m\",\"chain\":\"- Acacia trees here.\"}\n"
                + "{\"id\":\"c\",\"model\":\"m\",\"generation_error\":\"timeout\"}\n");
        Datasets.CandidateFile f = Datasets.readCandidateFile(c, 1000);
        assertThat(f.candidates()).extracting(CandidateRecord::id).containsExactly("b", "a");
        assertThat(f.failures()).extracting(Datasets.FailedCandidate::id).containsExactly("c");
        assertThatThrownBy(() -> Datasets.readCandidates(c)).hasMessageContaining(":1: field \"generation_error\"");
        Files.writeString(c, "{\"id\":\"b\",\"model\":\"m\",\"chain\":\"x\"}\n{\"id\":\"b\",\"model\":\"m\",\"chain\":\"y\"}\n");
        assertThatThrownBy(() -> Datasets.readCandidateFile(c, 1000)).hasMessageContaining(":2: field \"id\": a second line");
    }
}
