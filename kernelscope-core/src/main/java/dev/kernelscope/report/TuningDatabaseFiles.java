/*
 * The tuning database files: the one a tune run updates (--write-database: read before the run, the file as it is
 * now or the built-in database when it does not exist yet, written whole after the results), and the one `gemm
 * --database` or `stencil --database` runs with (it must exist). A file that is not a database is refused with one
 * paragraph before any device work.
 */
package dev.kernelscope.report;

import dev.kernelscope.kernels.TuningFormatException;
import dev.kernelscope.kernels.gemm.GemmTuning;
import dev.kernelscope.kernels.stencil.StencilTuning;
import dev.kernelscope.model.InvalidInputException;
import dev.kernelscope.model.UserText;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

public final class TuningDatabaseFiles {
    private TuningDatabaseFiles() {}

    /** The GEMM tuning database in {@code file}, or the built-in one when the file does not exist yet. */
    public static GemmTuning readGemm(Path file) {
        try {
            return Files.exists(file) ? GemmTuning.read(file) : GemmTuning.builtIn();
        } catch (IOException | RuntimeException failure) {
            throw new InvalidInputException("Cannot read the tuning database " + Messages.quote(file.toString())
                    + ": " + problem(failure) + ".");
        }
    }

    /** The GEMM tuning database `gemm --database` names: the file must exist and hold a database. */
    public static GemmTuning readExistingGemm(Path file) {
        OutputFiles.checkReadable(file, "tuning database (--database)");
        GemmTuning database = readGemm(file);
        try {
            database.checkParameters();
        } catch (InvalidInputException broken) {
            throw new InvalidInputException("The tuning database " + Messages.quote(file.toString()) + " is refused: "
                    + broken.getMessage());
        }
        return database;
    }

    /** The stencil tuning database `stencil --database` names: the file must exist and hold a database. */
    public static StencilTuning readExistingStencil(Path file) {
        OutputFiles.checkReadable(file, "stencil tuning database (--database)");
        return readStencil(file);
    }

    /** The stencil tuning database in {@code file}, or the built-in one when the file does not exist yet. */
    public static StencilTuning readStencil(Path file) {
        try {
            return Files.exists(file) ? StencilTuning.read(file) : StencilTuning.builtIn();
        } catch (IOException | RuntimeException failure) {
            throw new InvalidInputException("Cannot read the stencil tuning database "
                    + Messages.quote(file.toString()) + ": " + problem(failure) + ".");
        }
    }

    /** Writes the GEMM database with the device's new entry. */
    public static void write(Path file, GemmTuning database) {
        TuneOutputFiles.writeJson(file, database.toJson("Parameters of rung 10 (10_tuned.cl) per device, as"
                + " gemm-tuning.json; written by kernelscope tune --write-database."), "tuning database");
    }

    /** Writes the stencil database with the device's new entry. */
    public static void write(Path file, StencilTuning database) {
        TuneOutputFiles.writeJson(file, database.toJson("The tuned stencil per device and filter family, as"
                + " stencil-tuning.json; written by kernelscope tune --stencil --write-database."), "tuning database");
    }

    /** Why a database file could not be read, in words (Jackson's text without its source internals). */
    private static String problem(Exception failure) {
        if (failure instanceof com.fasterxml.jackson.core.JsonProcessingException json) {
            return "it is not valid JSON (" + UserText.parserMessage(json.getOriginalMessage()) + ")";
        }
        if (failure instanceof TuningFormatException format) {
            return format.getMessage();
        }
        if (failure instanceof IOException io) {
            return OutputFiles.describe(io);
        }
        return UserText.parserMessage(String.valueOf(failure.getMessage()));
    }
}
