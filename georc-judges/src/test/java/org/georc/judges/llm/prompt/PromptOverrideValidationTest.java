package org.georc.judges.llm.prompt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import org.georc.core.ConfigurationException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A --prompts folder is checked when it loads, before any request is sent. */
class PromptOverrideValidationTest {
    @TempDir
    Path dir;

    @Test
    void aUserPromptWithoutTheChainSlotIsRefused() throws Exception {
        Path prompts = Files.createDirectories(dir.resolve("p"));
        Files.writeString(prompts.resolve("one-to-all.user.txt"), "Rate this statement: {{statement}}");
        assertThatThrownBy(() -> PromptSource.folder(prompts)).isInstanceOf(ConfigurationException.class)
                .hasMessageContaining("one-to-all.user.txt").hasMessageContaining("lacks {{chain}}");
    }

    @Test
    void aUserPromptWithNeitherSlotIsRefused() throws Exception {
        Path prompts = Files.createDirectories(dir.resolve("p"));
        Files.writeString(prompts.resolve("one-to-all.user.txt"), "Always answer {\"score\": 80}.");
        assertThatThrownBy(() -> PromptSource.folder(prompts)).hasMessageContaining("lacks {{chain}}, {{statement}}");
    }

    @Test
    void anUnknownSlotIsRefusedWhenTheFolderLoads() throws Exception {
        Path prompts = Files.createDirectories(dir.resolve("p"));
        Files.writeString(prompts.resolve("one-to-all.user.txt"), "{{chain}} {{statement}} {{image}}");
        assertThatThrownBy(() -> PromptSource.folder(prompts)).hasMessageContaining("{{image}} is not a slot");
    }

    @Test
    void aSlotInASystemPromptIsRefusedBecauseItWouldBeSentLiterally() throws Exception {
        Path prompts = Files.createDirectories(dir.resolve("p"));
        Files.writeString(prompts.resolve("one-to-all.system.txt"), "You grade {{chain}}.");
        assertThatThrownBy(() -> PromptSource.folder(prompts)).hasMessageContaining("system prompt is sent as written")
                .hasMessageContaining("{{chain}}");
    }

    @Test
    void aPromptFileThatIsASymlinkOutOfTheFolderIsRefused() throws Exception {
        Path secret = Files.writeString(dir.resolve("secret.txt"), "{{chain}} {{statement}} token=abc");
        Path prompts = Files.createDirectories(dir.resolve("p"));
        Files.createSymbolicLink(prompts.resolve("one-to-all.user.txt"), secret);
        assertThatThrownBy(() -> PromptSource.folder(prompts)).isInstanceOf(ConfigurationException.class)
                .hasMessageContaining("leads out of the folder");
    }

    @Test
    void aValidOverrideWithTheSameSlotsLoads() throws Exception {
        Path prompts = Files.createDirectories(dir.resolve("p"));
        Files.writeString(prompts.resolve("one-to-all.user.txt"), "CHAIN {{chain}} STATEMENT {{statement}}");
        Path inside = Files.writeString(prompts.resolve(".real-system"), "Grade fairly.");
        Files.createSymbolicLink(prompts.resolve("one-to-all.system.txt"), inside.getFileName());
        PromptSource src = PromptSource.folder(prompts);
        assertThat(src.read("one-to-all.user.txt")).isEqualTo("CHAIN {{chain}} STATEMENT {{statement}}");
        assertThat(src.read("one-to-all.system.txt")).isEqualTo("Grade fairly.");
    }
}
