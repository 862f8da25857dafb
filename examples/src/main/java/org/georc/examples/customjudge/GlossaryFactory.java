package org.georc.examples.customjudge;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.georc.core.ConfigurationException;
import org.georc.core.spi.ModelFactory;
import org.georc.core.spi.ModelRequest;

/**
 * Opens the glossary a run gets when its caller gives none: the file named by the model setting
 * {@code glossary.dir} ({@code glossary.tsv} in that folder; {@code --model-dir} on the command
 * line), else the one shipped in this jar. Registered in
 * {@code META-INF/services/org.georc.core.spi.ModelFactory}.
 */
public final class GlossaryFactory implements ModelFactory<Glossary> {
    @Override
    public Class<Glossary> type() {
        return Glossary.class;
    }

    @Override
    public String name() {
        return "example shorthand glossary";
    }

    @Override
    public Glossary open(ModelRequest request) {
        if (request.setting(ModelRequest.DIR).isPresent()) {
            Path file = Path.of(request.setting(ModelRequest.DIR).get()).resolve("glossary.tsv");
            try {
                return new FileGlossary(Files.newInputStream(file), file.toString());
            } catch (IOException e) {
                throw new ConfigurationException(request.purpose() + ": cannot open the glossary " + file + ": "
                        + e.getMessage(), e);
            }
        }
        return new FileGlossary(GlossaryFactory.class.getResourceAsStream("glossary.tsv"), "glossary.tsv (built in)");
    }
}
