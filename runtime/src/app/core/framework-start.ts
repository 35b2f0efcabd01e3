// The framework's modules (React, React DOM and TanStack's), imported on their own before the
// app (see main.tsx), so their evaluation is a task apart from the app's modules'.
import "react";
import "react-dom/client";
import "@tanstack/react-query";
import "@tanstack/react-router";
